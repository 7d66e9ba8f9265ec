import { db } from '../db/service';
import { ConditionFailed, writeItems } from '../db/write';
import { LINK_DAYS, type UnsubscribeClaim } from '../mail/links';

/**
 * An e-mail's unsubscribe link used (issue 50 §4; the token: ../mail/links.ts). Apart from
 * ./preferences.ts, which every notifying function loads: this is the notifications group's alone.
 */

/** Whether an unsubscribe link was used (one read, for its page). */
export async function linkUsed(nonce: string): Promise<boolean> {
  const { data } = await db().entities.mailLinkUse.get({ nonce }).go();
  return Boolean(data);
}

/**
 * An unsubscribe link used: its kinds' e-mail off for its person, and the link recorded as used,
 * together (the record's condition fails a second use, which changes nothing). False when used.
 */
export async function unsubscribe(claim: UnsubscribeClaim, now = new Date()): Promise<boolean> {
  try {
    await writeItems((tx) => [
      tx.mailLinkUse
        .create({
          nonce: claim.nonce,
          userId: claim.userId,
          usedAt: now.toISOString(),
          expiresAt: claim.issuedAt + LINK_DAYS * 86_400,
        })
        .commit(),
      tx.notificationPrefs
        .update({ userId: claim.userId })
        .add({ emailOff: claim.kinds })
        .set({ updatedAt: now.toISOString() })
        .commit(),
    ]);
    return true;
  } catch (err) {
    if (err instanceof ConditionFailed && err.failedIndexes.includes(0)) return false;
    throw err;
  }
}
