import { MESSAGES } from '@shared/schemas/accounts';
import { ErrorCodes } from '@shared/api/errors';
import { db, type TransactionEntities } from '../db/service';
import { AppError } from '../errors';

export interface RateLimitRule {
  /** What is limited, e.g. 'register'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the refused caller reads. @default MESSAGES.rateLimited */
  message?: string;
}

/** The limits on the open account endpoints, per client address. */
export const RATE_LIMITS = {
  register: { name: 'register', limit: 10, windowSeconds: 3600 },
  checkEmail: { name: 'check-email', limit: 60, windowSeconds: 600 },
  passwordReset: { name: 'password-reset', limit: 5, windowSeconds: 900 },
  resendConfirmation: { name: 'resend-confirmation', limit: 5, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one request for `clientKey` (the caller's address) in the rule's current fixed
 * window, and refuses with 429 once the limit is passed. One atomic ADD per request.
 */
export async function enforceRateLimit(rule: RateLimitRule, clientKey: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / rule.windowSeconds);
  const { data } = await db()
    .entities.rateLimit.update({ key: `${rule.name}#${clientKey}#${window}` })
    .add({ count: 1 })
    .set({ expiresAt: (window + 1) * rule.windowSeconds + 60 })
    .go({ response: 'all_new' });
  if ((data.count ?? 0) > rule.limit) {
    const retryAfter = (window + 1) * rule.windowSeconds - now;
    throw new AppError(ErrorCodes.rateLimited, 429, rule.message ?? MESSAGES.rateLimited, { retryAfter });
  }
}

function windowOf(rule: RateLimitRule) {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / rule.windowSeconds);
  return { now, window, end: (window + 1) * rule.windowSeconds };
}

/**
 * Counts one use by `key` as a piece of the caller's transaction, refused by its condition once
 * the window's limit is reached (the whole transaction then fails on this piece: answer it with
 * `limitReached(rule)`). Saves the round trip of counting first, on paths that must be quick.
 */
export function countPiece(tx: TransactionEntities, rule: RateLimitRule, key: string) {
  const { window, end } = windowOf(rule);
  return tx.rateLimit
    .update({ key: `${rule.name}#${key}#${window}` })
    .add({ count: 1 })
    .set({ expiresAt: end + 60 })
    .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, rule.limit)}`)
    .commit();
}

/** The 429 of a rule whose window is full. */
export function limitReached(rule: RateLimitRule): AppError {
  const { now, end } = windowOf(rule);
  return new AppError(ErrorCodes.rateLimited, 429, rule.message ?? MESSAGES.rateLimited, { retryAfter: end - now });
}
