import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayMongo's `Paymongo-Signature` header: `t=<unix seconds>,te=<hex>,li=<hex>`, where `te` (test
 * mode) or `li` (live mode) is HMAC-SHA256 over `${t}.${rawBody}` keyed with the webhook's secret;
 * the other one is empty. The raw body must be the bytes as received: re-serialised JSON differs.
 */

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export interface SignatureOptions {
  /** @default the current time */
  nowSeconds?: number;
  /** How far `t` may be from now, either way, before a delivery counts as a replay. @default 300 */
  toleranceSeconds?: number;
  /** Which signature to check: `li` (live) or `te` (test). @default false */
  livemode?: boolean;
}

export const DEFAULT_TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

const hmac = (rawBody: string, secret: string, t: number) =>
  createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex');

function parseHeader(header: string): Map<string, string> | undefined {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) return undefined;
    parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return parts;
}

/** Checks a webhook delivery before anything else looks at it. Never throws. */
export function verifyPaymongoSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  opts: SignatureOptions = {},
): SignatureCheck {
  if (!header?.trim()) return { ok: false, reason: 'missing' };
  const parts = parseHeader(header);
  const t = parts?.get('t');
  const signature = parts?.get(opts.livemode ? 'li' : 'te');
  if (!t || !/^\d{1,12}$/.test(t) || !signature || !HEX_SHA256.test(signature))
    return { ok: false, reason: 'malformed' };

  const expected = Buffer.from(hmac(rawBody, secret, Number(t)), 'hex');
  const given = Buffer.from(signature, 'hex');
  // Both are 32 bytes here (the pattern above), as timingSafeEqual requires.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'mismatch' };

  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(t)) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS))
    return { ok: false, reason: 'stale' };
  return { ok: true };
}

/** The header PayMongo would send with `rawBody` at time `t`: for the local simulator and tests. */
export function signPaymongoPayload(rawBody: string, secret: string, t: number, livemode = false): string {
  const signature = hmac(rawBody, secret, t);
  return `t=${t},te=${livemode ? '' : signature},li=${livemode ? signature : ''}`;
}
