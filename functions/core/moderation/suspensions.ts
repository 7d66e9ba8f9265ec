import { createHash, randomBytes } from 'node:crypto';
import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES, SUSPENSION_APPEAL_LINK_DAYS } from '@shared/messages/moderation';
import { db, type TransactionEntities } from '../db/service';
import { AppError } from '../errors';

/**
 * A suspended account: disabled in Cognito (no sign-in, no refresh), every session revoked and
 * every socket closed (accounts.ts), and a suspension item that refuses the access tokens still
 * valid (functions/lib/http.ts on every signed-in route, the WebSocket's $connect). Every
 * function's request path imports this file: it reaches the table only, no other AWS client.
 */

export const suspendedError = () => new AppError(ErrorCodes.accountSuspended, MODERATION_MESSAGES.suspended);

/** One GetItem: whether the account is suspended now. */
export async function isSuspended(userId: string): Promise<boolean> {
  const { data } = await db().entities.suspension.get({ userId }).go();
  return data !== null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The suspension and its e-mail's appeal link, as pieces of the action's transaction. */
export function suspendPieces(
  tx: TransactionEntities,
  userId: string,
  actionId: string,
): { pieces: object[]; token: string } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + SUSPENSION_APPEAL_LINK_DAYS * 86400;
  return {
    token,
    pieces: [
      tx.suspension.put({ userId, actionId, createdAt: new Date().toISOString() }).commit(),
      tx.appealToken.create({ tokenHash: hashToken(token), userId, actionId, expiresAt }).commit(),
    ],
  };
}

/** Lifting a suspension (a reversed appeal), as a piece of the decision's transaction. */
export const liftPiece = (tx: TransactionEntities, userId: string) => tx.suspension.delete({ userId }).commit();
