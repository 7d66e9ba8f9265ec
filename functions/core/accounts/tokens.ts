import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@shared/schemas/accounts';
import { db } from '../db/service';
import { isConditionalCheckFailure } from '../db/transactions';
import { AppError } from '../errors';

export type TokenPurpose = 'confirm' | 'reset';

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = { confirm: 24 * 3600, reset: 3600 };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random link token and the item that records its hash (to be written by the caller). */
export function newToken(purpose: TokenPurpose, userId: string, email: string) {
  const token = randomBytes(32).toString('base64url');
  const item = {
    tokenHash: hash(token),
    purpose,
    userId,
    email,
    expiresAt: Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS[purpose],
  };
  return { token, item };
}

export async function storeToken(item: ReturnType<typeof newToken>['item']): Promise<void> {
  await db().entities.accountToken.create(item).go();
}

const invalidLink = () => new AppError('link_invalid', 400, MESSAGES.linkInvalid);

/**
 * Marks the token used, atomically: a token that is unknown, used, expired or meant for
 * another purpose is refused, and of two concurrent uses only one succeeds.
 */
export async function consumeToken(token: string, purpose: TokenPurpose): Promise<{ userId: string; email: string }> {
  const now = Math.floor(Date.now() / 1000);
  try {
    const { data } = await db()
      .entities.accountToken.patch({ tokenHash: hash(token) })
      .set({ usedAt: new Date().toISOString() })
      .where((attr, op) => `${op.notExists(attr.usedAt)} AND ${op.eq(attr.purpose, purpose)} AND ${op.gt(attr.expiresAt, now)}`)
      .go({ response: 'all_new' });
    return { userId: data.userId, email: data.email };
  } catch (err) {
    if (isConditionalCheckFailure(err)) throw invalidLink();
    throw err;
  }
}

/** Gives a consumed token back when the step it guarded failed, so the link still works. */
export async function releaseToken(token: string): Promise<void> {
  await db().entities.accountToken.patch({ tokenHash: hash(token) }).remove(['usedAt']).go();
}
