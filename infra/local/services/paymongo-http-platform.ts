import type http from 'node:http';
import { readJson, sendJson } from './paymongo-http-io';
import { answerCreation, type Idempotency } from './paymongo-idempotency';
import type { Platform } from './paymongo-platform';
import { SimError } from './paymongo-resources';

/**
 * The Platforms routes of the simulator (paymongo.ts lists them): child accounts, wallets,
 * batch transfers, refunds and payments as api.paymongo.com serves them, and their `/__sim/`
 * controls. Each answers whether it took the request.
 */

type Body = { data?: { attributes?: unknown } } | undefined;

export const LIST_LIMIT_DEFAULT = 10;
export const LIST_LIMIT_MAX = 100;

/**
 * A list answer, newest first, a page at a time. DOCS-SILENT: PayMongo's list pages could not be
 * read for their parameters (the payment reconciliation guide shows `?limit=10` and paging by the
 * last record's id), so these are the simulator's: `limit` (1–100, default 10), `after` (the page
 * after this id) or `before` (the page before it, not both), and `has_more` (whether more lie that
 * way). Anything else in them is a 400 `parameter_invalid`.
 */
export function listOf<T extends { id: string }>(items: T[], query: URLSearchParams) {
  const newest = [...items].reverse();
  const given = query.get('limit');
  const limit = given === null ? LIST_LIMIT_DEFAULT : Number(given);
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX)
    throw new SimError(400, 'parameter_invalid', `limit must be an integer from 1 to ${LIST_LIMIT_MAX}.`, 'limit');
  const [after, before] = [query.get('after'), query.get('before')];
  if (after !== null && before !== null)
    throw new SimError(400, 'parameter_invalid', 'Give after or before, not both.', 'after');
  const indexOf = (id: string, name: string) => {
    const i = newest.findIndex((x) => x.id === id);
    if (i < 0) throw new SimError(400, 'parameter_invalid', `${name} ${id} is not in this list.`, name);
    return i;
  };
  if (before !== null) {
    const end = indexOf(before, 'before');
    const start = Math.max(0, end - limit);
    return { data: newest.slice(start, end), has_more: start > 0 };
  }
  const start = after === null ? 0 : indexOf(after, 'after') + 1;
  return { data: newest.slice(start, start + limit), has_more: start + limit < newest.length };
}

export async function platformApi(
  platform: Platform,
  idempotency: Idempotency,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  method: string,
  parts: string[],
  query: URLSearchParams,
): Promise<boolean> {
  const [version, what, id, verb] = parts;
  const attributes = async () => ((await readJson(req)) as Body)?.data?.attributes;
  const at = `${version}/${what}`;
  const account = typeof req.headers['account-id'] === 'string' ? req.headers['account-id'] : undefined;
  /** A creation, under the request's Idempotency-Key (paymongo-idempotency.ts). */
  const create = async (path: string, make: (attributes: unknown) => unknown) => {
    await answerCreation(idempotency, req, res, { path, scope: account ?? platform.data.parent.id }, (body) => ({
      status: 200,
      body: { data: make((body as Body)?.data?.attributes) },
    }));
    return true;
  };

  if (at === 'v1/merchants' && id === 'children') {
    const child = verb;
    const action = parts[4];
    if (method === 'POST' && !child) return create('/v1/merchants/children', platform.createChild);
    if (method === 'GET' && child && !action) return (sendJson(res, 200, { data: platform.childOrThrow(child) }), true);
    if (method === 'PUT' && child && !action)
      return (sendJson(res, 200, { data: platform.updateChild(child, await attributes()) }), true);
    if (method === 'POST' && child && action === 'submit' && parts.length === 5)
      return (sendJson(res, 200, { data: platform.submitChild(child) }), true);
    return false;
  }
  if (at === 'v2/wallets' && method === 'GET' && !id)
    return (sendJson(res, 200, { data: platform.walletsOf(account), has_more: false }), true);
  if (at === 'v2/batch_transfers' && method === 'POST' && !id)
    return create('/v2/batch_transfers', platform.batchTransfer);
  if (at === 'v2/transfers' && method === 'GET') {
    if (!id) return (sendJson(res, 200, listOf(platform.transfers(query.get('reference_number')), query)), true);
    if (!verb) return (sendJson(res, 200, { data: platform.transferOrThrow(id) }), true);
  }
  if (at === 'v1/refunds') {
    if (method === 'POST' && !id) return create('/v1/refunds', platform.createRefund);
    if (method === 'GET' && !id)
      return (sendJson(res, 200, listOf(platform.refunds(query.get('payment_id')), query)), true);
    if (method === 'GET' && id && !verb) return (sendJson(res, 200, { data: platform.refundOrThrow(id) }), true);
  }
  if (at === 'v1/payments' && method === 'GET') {
    if (!id) return (sendJson(res, 200, listOf(platform.payments(), query)), true);
    if (!verb) return (sendJson(res, 200, { data: platform.payment(id) }), true);
  }
  return false;
}

/** The platform's `/__sim/` controls; `body` is the JSON posted (or {}). */
export function platformControls(
  platform: Platform,
  res: http.ServerResponse,
  method: string,
  parts: string[],
  body: Record<string, unknown>,
): boolean {
  const c = platform.controls;
  const [what, id, verb] = parts;
  const count = Number(body.count ?? body.n ?? 1);
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  if (method === 'GET') {
    if (what === 'parent' && !id) return (sendJson(res, 200, { data: c.parent() }), true);
    if (what === 'accounts') return (sendJson(res, 200, { data: id ? platform.childOrThrow(id) : c.accounts() }), true);
    if (what === 'wallets') return (sendJson(res, 200, { data: c.wallets() }), true);
    if (what === 'payments') return (sendJson(res, 200, { data: id ? c.payment(id) : c.payments() }), true);
    if (what === 'transfers')
      return (sendJson(res, 200, { data: id ? platform.transferOrThrow(id) : c.transfers() }), true);
    if (what === 'refunds') return (sendJson(res, 200, { data: id ? platform.refundOrThrow(id) : c.refunds() }), true);
    return false;
  }
  if (method !== 'POST') return false;
  if (what === 'accounts' && id) {
    const requirements = Array.isArray(body.requirements) ? body.requirements.map(String) : [];
    if (verb === 'approve') return (sendJson(res, 200, c.approve(id)), true);
    if (verb === 'decline')
      return (sendJson(res, 200, c.decline(id, text('reason') || 'Declined by the simulator.')), true);
    if (verb === 'request-information')
      return (
        sendJson(res, 200, c.requestInformation(id, text('reason') || 'More information is needed.', requirements)),
        true
      );
    return false;
  }
  if (what === 'fail-transfers')
    return (c.failNextTransfers(count), sendJson(res, 200, { failNextTransfers: count }), true);
  if (what === 'fail-refunds')
    return (c.failNextRefunds(count, text('code') || undefined), sendJson(res, 200, { failNextRefunds: count }), true);
  if (what === 'refuse-refunds') return (c.refuseRefunds(count), sendJson(res, 200, { refuseRefunds: count }), true);
  if (what === 'hold-money') return (c.holdMoney(), sendJson(res, 200, { holdingMoney: true }), true);
  if (what === 'release-money') return (c.releaseMoney(), sendJson(res, 200, { holdingMoney: false }), true);
  if (what === 'hold-clearing') return (c.holdClearing(), sendJson(res, 200, { holdingClearing: true }), true);
  if (what === 'clear') return (c.clearAll(), sendJson(res, 200, { holdingClearing: false }), true);
  return false;
}
