import type http from 'node:http';
import { readJson, sendJson } from './paymongo-http-io';
import type { Platform } from './paymongo-platform';

/**
 * The Platforms routes of the simulator (paymongo.ts lists them): child accounts, wallets,
 * batch transfers, refunds and payments as api.paymongo.com serves them, and their `/__sim/`
 * controls. Each answers whether it took the request.
 */

type Body = { data?: { attributes?: unknown } } | undefined;

/** A list answer, newest first: `limit` (1–100, default 100) and `after` (an id) page it. */
function listOf<T extends { id: string }>(items: T[], query: URLSearchParams) {
  const newest = [...items].reverse();
  const limit = Math.min(100, Math.max(1, Number(query.get('limit')) || 100));
  const after = query.get('after');
  const start = after ? newest.findIndex((x) => x.id === after) + 1 : 0;
  const page = newest.slice(start, start + limit);
  return { data: page, has_more: start + limit < newest.length };
}

export async function platformApi(platform: Platform, req: http.IncomingMessage, res: http.ServerResponse, method: string, parts: string[], query: URLSearchParams): Promise<boolean> {
  const [version, what, id, verb] = parts;
  const attributes = async () => ((await readJson(req)) as Body)?.data?.attributes;
  const at = `${version}/${what}`;

  if (at === 'v1/merchants' && id === 'children') {
    const child = verb;
    const action = parts[4];
    if (method === 'POST' && !child) return (sendJson(res, 200, { data: platform.createChild(await attributes()) }), true);
    if (method === 'GET' && child && !action) return (sendJson(res, 200, { data: platform.childOrThrow(child) }), true);
    if (method === 'PUT' && child && !action) return (sendJson(res, 200, { data: platform.updateChild(child, await attributes()) }), true);
    if (method === 'POST' && child && action === 'submit' && parts.length === 5) return (sendJson(res, 200, { data: platform.submitChild(child) }), true);
    return false;
  }
  if (at === 'v2/wallets' && method === 'GET' && !id) {
    const account = req.headers['account-id'];
    return (sendJson(res, 200, { data: platform.walletsOf(typeof account === 'string' ? account : undefined), has_more: false }), true);
  }
  if (at === 'v2/batch_transfers' && method === 'POST' && !id) return (sendJson(res, 200, { data: platform.batchTransfer(await attributes()) }), true);
  if (at === 'v2/transfers' && method === 'GET') {
    if (!id) return (sendJson(res, 200, listOf(platform.transfers(query.get('reference_number')), query)), true);
    if (!verb) return (sendJson(res, 200, { data: platform.transferOrThrow(id) }), true);
  }
  if (at === 'v1/refunds') {
    if (method === 'POST' && !id) return (sendJson(res, 200, { data: platform.createRefund(await attributes()) }), true);
    if (method === 'GET' && !id) return (sendJson(res, 200, listOf(platform.refunds(query.get('payment_id')), query)), true);
    if (method === 'GET' && id && !verb) return (sendJson(res, 200, { data: platform.refundOrThrow(id) }), true);
  }
  if (at === 'v1/payments' && method === 'GET') {
    if (!id) return (sendJson(res, 200, listOf(platform.payments(), query)), true);
    if (!verb) return (sendJson(res, 200, { data: platform.payment(id) }), true);
  }
  return false;
}

/** The platform's `/__sim/` controls; `body` is the JSON posted (or {}). */
export function platformControls(platform: Platform, res: http.ServerResponse, method: string, parts: string[], body: Record<string, unknown>): boolean {
  const c = platform.controls;
  const [what, id, verb] = parts;
  const count = Number(body.count ?? body.n ?? 1);
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  if (method === 'GET') {
    if (what === 'parent' && !id) return (sendJson(res, 200, { data: c.parent() }), true);
    if (what === 'accounts') return (sendJson(res, 200, { data: id ? platform.childOrThrow(id) : c.accounts() }), true);
    if (what === 'wallets') return (sendJson(res, 200, { data: c.wallets() }), true);
    if (what === 'payments') return (sendJson(res, 200, { data: id ? c.payment(id) : c.payments() }), true);
    if (what === 'transfers') return (sendJson(res, 200, { data: id ? platform.transferOrThrow(id) : c.transfers() }), true);
    if (what === 'refunds') return (sendJson(res, 200, { data: id ? platform.refundOrThrow(id) : c.refunds() }), true);
    return false;
  }
  if (method !== 'POST') return false;
  if (what === 'accounts' && id) {
    const requirements = Array.isArray(body.requirements) ? body.requirements.map(String) : [];
    if (verb === 'approve') return (sendJson(res, 200, c.approve(id)), true);
    if (verb === 'decline') return (sendJson(res, 200, c.decline(id, text('reason') || 'Declined by the simulator.')), true);
    if (verb === 'request-information') return (sendJson(res, 200, c.requestInformation(id, text('reason') || 'More information is needed.', requirements)), true);
    return false;
  }
  if (what === 'fail-transfers') return (c.failNextTransfers(count), sendJson(res, 200, { failNextTransfers: count }), true);
  if (what === 'fail-refunds') return (c.failNextRefunds(count, text('code') || undefined), sendJson(res, 200, { failNextRefunds: count }), true);
  if (what === 'refuse-refunds') return (c.refuseRefunds(count), sendJson(res, 200, { refuseRefunds: count }), true);
  if (what === 'hold-money') return (c.holdMoney(), sendJson(res, 200, { holdingMoney: true }), true);
  if (what === 'release-money') return (c.releaseMoney(), sendJson(res, 200, { holdingMoney: false }), true);
  return false;
}
