import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SITE_API_PATH } from '@shared/site-api';
import { type EmailKind, emailKindsAbout, isEmailKind } from '@shared/schemas/push';
import { config, siteLink } from '../config';
import type { Mail } from './mailer';
import { type UnsubscribeLinks, withUnsubscribe } from './templates';

/**
 * One-click unsubscribe links (issue 50 §4, RFC 8058): a token naming the person, the kinds of
 * e-mail it turns off and a single-use nonce, signed with the stage's MAIL_LINK_SECRET
 * (HMAC-SHA256). Nobody signs in to use one: the signature is the proof, so a token changed to
 * name another person (or another kind) no longer verifies. Each works once (the nonce is
 * recorded with the choice it makes, ../push/preferences.ts `unsubscribe`) and for LINK_DAYS.
 */

/** How long an e-mail's unsubscribe link works. */
export const LINK_DAYS = 180;
const PURPOSE = 'crafti.unsubscribe.v1';

export interface UnsubscribeClaim {
  userId: string;
  kinds: EmailKind[];
  nonce: string;
  /** Seconds since the epoch when the mail was made. */
  issuedAt: number;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest('base64url');

export function signUnsubscribe(
  userId: string,
  kinds: readonly EmailKind[],
  now = new Date(),
  secret = config().MAIL_LINK_SECRET,
): string {
  const claim = {
    u: userId,
    k: [...kinds],
    n: randomBytes(16).toString('base64url'),
    t: Math.floor(now.getTime() / 1000),
  };
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claim of a token this stage signed and that has not aged out; null for anything else. */
export function verifyUnsubscribe(
  token: string,
  now = new Date(),
  secret = config().MAIL_LINK_SECRET,
): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claim: { u?: unknown; k?: unknown; n?: unknown; t?: unknown };
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claim;
  } catch {
    return null;
  }
  const { u, k, n, t } = claim;
  if (typeof u !== 'string' || typeof n !== 'string' || typeof t !== 'number' || !Array.isArray(k)) return null;
  const kinds = k.filter(isEmailKind);
  if (kinds.length === 0 || kinds.length !== k.length) return null;
  const age = now.getTime() / 1000 - t;
  if (age < -300 || age > LINK_DAYS * 86_400) return null;
  return { userId: u, kinds, nonce: n, issuedAt: t };
}

export function unsubscribeLinks(userId: string, kinds: readonly EmailKind[], now = new Date()): UnsubscribeLinks {
  const token = encodeURIComponent(signUnsubscribe(userId, kinds, now));
  return {
    page: siteLink(`/unsubscribe?token=${token}`),
    oneClick: siteLink(`${SITE_API_PATH}/email-unsubscribe?token=${token}`),
  };
}

/** A mail about `kinds` that `userId` may turn off: its unsubscribe headers and link, signed now. */
export function unsubscribable(mail: Mail, userId: string, kinds: readonly EmailKind[]): Mail {
  return withUnsubscribe(mail, unsubscribeLinks(userId, kinds), emailKindsAbout(kinds));
}
