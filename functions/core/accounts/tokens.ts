import { createHash, randomBytes } from 'node:crypto';
import { ErrorCodes } from '@shared/api/errors';
import { MESSAGES } from '@shared/schemas/accounts';
import { db, type TransactionEntities } from '../db/service';
import { commit, isConditionalCheckFailure } from '../db/transactions';
import { AppError } from '../errors';

/**
 * Single-use link tokens (confirm the account, reset the password). At most one link of each
 * kind works at a time: issuing a new one and using one both void the user's other unused links
 * of that kind, so an old e-mail in someone's inbox is worthless once a newer one exists.
 */
export type TokenPurpose = 'confirm' | 'reset' | 'email' | 'email-undo';

/** An e-mail change can be undone from the old address for 7 days. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  confirm: 24 * 3600,
  reset: 3600,
  email: 24 * 3600,
  'email-undo': 7 * 24 * 3600,
};

/** A user has few links; more than this many unused ones are not expected. */
const MAX_OPEN_TOKENS = 20;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface TokenItem {
  tokenHash: string;
  purpose: TokenPurpose;
  userId: string;
  email: string;
  newEmail?: string;
  expiresAt: number;
}

/** A new random link token and the item that records its hash (written by `issue`). */
export function newToken(
  purpose: TokenPurpose,
  userId: string,
  email: string,
  newEmail?: string,
): { token: string; item: TokenItem } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    item: {
      tokenHash: hash(token),
      purpose,
      userId,
      email,
      newEmail,
      expiresAt: nowSeconds() + TOKEN_TTL_SECONDS[purpose],
    },
  };
}

/** The hashes of the user's links of this kind that still work (those expiring from `expiringFrom` on, when given). */
export async function openTokens(
  userId: string,
  purpose: TokenPurpose,
  except?: string,
  expiringFrom = 0,
): Promise<string[]> {
  const { data } = await db()
    .entities.accountToken.query.byUser({ userId, purpose })
    .go({ limit: MAX_OPEN_TOKENS, order: 'desc' });
  return data
    .filter((t) => !t.usedAt && t.expiresAt > nowSeconds() && t.expiresAt >= expiringFrom && t.tokenHash !== except)
    .map((t) => t.tokenHash);
}

function voidPiece(tx: TransactionEntities, tokenHash: string) {
  return tx.accountToken.patch({ tokenHash }).set({ usedAt: new Date().toISOString() }).commit();
}

/**
 * The pieces that record a new link and void the user's earlier ones of its kind (`earlier`
 * from `openTokens`, read before the transaction).
 */
export function issuePieces(tx: TransactionEntities, item: TokenItem, earlier: readonly string[]) {
  return [tx.accountToken.create(item).commit(), ...earlier.map((h) => voidPiece(tx, h))];
}

/**
 * Records a new link on its own, voiding the earlier ones, unless `keepEarlier`: an undo link
 * must survive later changes (otherwise whoever changed the address twice would void the first
 * owner's way back).
 */
export async function issue(item: TokenItem, opts: { keepEarlier?: boolean } = {}): Promise<void> {
  const earlier = opts.keepEarlier ? [] : await openTokens(item.userId, item.purpose);
  await commit((tx) => issuePieces(tx, item, earlier));
}

/** Voids every unused link of this kind the user has (an undone e-mail change voids the pending ones). */
export async function voidAll(userId: string, purpose: TokenPurpose): Promise<void> {
  const open = await openTokens(userId, purpose);
  await Promise.all(
    open.map((h) => db().entities.accountToken.patch({ tokenHash: h }).set({ usedAt: new Date().toISOString() }).go()),
  );
}

const invalidLink = () => new AppError(ErrorCodes.linkInvalid, MESSAGES.linkInvalid);

/**
 * Marks the token used, atomically: a token that is unknown, used, voided, expired or meant for
 * another purpose is refused, and of two concurrent uses only one succeeds. The user's other
 * links of the kind are voided too.
 */
export async function consume(
  token: string,
  purpose: TokenPurpose,
  opts: { voidOthers?: 'all' | 'later' } = {},
): Promise<{ userId: string; email: string; newEmail?: string }> {
  let used: { userId: string; email: string; newEmail?: string; expiresAt: number };
  try {
    const { data } = await db()
      .entities.accountToken.patch({ tokenHash: hash(token) })
      .set({ usedAt: new Date().toISOString() })
      .where(
        (attr, op) =>
          `${op.notExists(attr.usedAt)} AND ${op.eq(attr.purpose, purpose)} AND ${op.gt(attr.expiresAt, nowSeconds())}`,
      )
      .go({ response: 'all_new' });
    used = { userId: data.userId, email: data.email, newEmail: data.newEmail, expiresAt: data.expiresAt };
  } catch (err) {
    if (isConditionalCheckFailure(err)) throw invalidLink();
    throw err;
  }
  // 'later': only the links issued after this one (they expire later) go.
  const others = await openTokens(used.userId, purpose, hash(token), opts.voidOthers === 'later' ? used.expiresAt : 0);
  await Promise.all(
    others.map((h) =>
      db().entities.accountToken.patch({ tokenHash: h }).set({ usedAt: new Date().toISOString() }).go(),
    ),
  );
  return { userId: used.userId, email: used.email, newEmail: used.newEmail };
}

/** Gives a consumed token back when the step it guarded failed, so the link still works. */
export async function release(token: string): Promise<void> {
  await db()
    .entities.accountToken.patch({ tokenHash: hash(token) })
    .remove(['usedAt'])
    .go();
}
