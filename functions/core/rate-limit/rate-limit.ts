import { MESSAGES } from '@shared/schemas/accounts';
import { ErrorCodes } from '@shared/api/errors';
import { db, type TransactionEntities } from '../db/service';
import { isConditionalCheckFailure, type TransactionItem } from '../db/transactions';
import { AppError } from '../errors';
import { allowedInSlice, priorSlices, retryAfterSeconds, sliceMs, sliceOf, SLICES } from './sliding';

export interface RateLimitRule {
  /** What is limited, e.g. 'register'. */
  name: string;
  /** At most this many uses in any span of `windowSeconds` (sliding, see sliding.ts). */
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

/** The time the limits read, in milliseconds since the epoch: tests move it to place uses at :59 and :00. */
export const clock = { now: (): number => Date.now() };

/**
 * One use of a rule by a key, its room read beforehand (`slot`). Its `piece` goes into the
 * caller's transaction: a conditional ADD on the current slice's count that only passes while
 * the count stays within what the earlier slices leave (they are past, so their counts no longer
 * change), so two uses racing for the last slot cannot both pass. A transaction that fails on the
 * piece is answered with `refusal()`.
 */
export interface Slot {
  /** True when the limit was already reached as read: the piece will be refused. */
  readonly full: boolean;
  piece(tx: TransactionEntities): TransactionItem;
  /** The piece written on its own (ElectroDB's conditional-check error when refused). */
  write(): Promise<void>;
  /** The 429 of this use, saying in how many seconds a slot frees (`retryAfter`). */
  refusal(): AppError;
}

const sliceKey = (rule: RateLimitRule, key: string, slice: number) => `${rule.name}#${key}#s${slice}`;

/** Reads how much of `rule` the key used in the window before `nowMs`: one consistent batch read. */
export async function slot(rule: RateLimitRule, key: string, nowMs: number = clock.now()): Promise<Slot> {
  const current = sliceOf(rule, nowMs);
  const slices = [...priorSlices(current), current];
  const { data } = await db()
    .entities.rateLimit.get(slices.map((s) => ({ key: sliceKey(rule, key, s) })))
    .go({ consistent: true });
  const counts = new Map(data.map((item) => [item.key, item.count]));
  const countOf = (s: number) => counts.get(sliceKey(rule, key, s)) ?? 0;
  const prior = priorSlices(current).map(countOf);
  const allowed = allowedInSlice(rule, prior);
  const seen = countOf(current);
  // Kept while it is one of the slices a later use is counted with, plus a minute.
  const expiresAt = Math.ceil(((current + 1 + SLICES) * sliceMs(rule)) / 1000) + 60;
  const at = { key: sliceKey(rule, key, current) };
  // The condition: the slice keeps within what the earlier ones leave (a missing slice holds 0).
  const within = <A>(count: A, op: { notExists(a: A): string; lt(a: A, v: number): string }) =>
    allowed > 0 ? `${op.notExists(count)} OR ${op.lt(count, allowed)}` : op.lt(count, allowed);
  return {
    full: seen >= allowed,
    piece: (tx) =>
      tx.rateLimit
        .update(at)
        .add({ count: 1 })
        .set({ expiresAt })
        .where((attr, op) => within(attr.count, op))
        .commit(),
    write: async () => {
      await db()
        .entities.rateLimit.update(at)
        .add({ count: 1 })
        .set({ expiresAt })
        .where((attr, op) => within(attr.count, op))
        .go({ response: 'none' });
    },
    refusal: () =>
      new AppError(ErrorCodes.rateLimited, rule.message ?? MESSAGES.rateLimited, {
        // Refused: the slice holds at least what the earlier ones left (more than read, maybe).
        retryAfter: retryAfterSeconds(rule, nowMs, prior, Math.max(seen, allowed)),
      }),
  };
}

/**
 * Counts one use of `rule` by `clientKey` (an address, a user id) and refuses it with 429 when
 * the rule's limit is reached: a refused use is not counted. Two round trips: the read of the
 * window's slices, then the conditional count.
 */
export async function enforceRateLimit(
  rule: RateLimitRule,
  clientKey: string,
  nowMs: number = clock.now(),
): Promise<void> {
  const use = await slot(rule, clientKey, nowMs);
  if (use.full) throw use.refusal();
  try {
    await use.write();
  } catch (err) {
    if (isConditionalCheckFailure(err)) throw use.refusal();
    throw err;
  }
}
