import { siteLink } from '../config';
import { db } from '../db/service';
import { writeItems } from '../db/write';
import * as DueWork from '../due-work/due-work';
import { unsubscribable } from '../mail/links';
import { sendMail } from '../mail/mailer';
import { digestMail } from '../mail/templates';
import * as Profiles from '../profiles/profiles';
import { preferencesOf } from '../push/preferences';
import { DIGEST_AFTER_MS, digestKindOf } from './notify';
import type { NotificationRow } from './notify';

/**
 * The e-mail digest (issue 50 §4): what stayed unread for DIGEST_AFTER_MS, summarised in one mail
 * instead of one per message or event. A notification of a digest kind asks for the person's
 * digest (notify.ts `push`: due work `mail_digest`, made once while one waits); when it is due, the
 * notices of the kinds they take e-mail for, still unread and old enough, and not summarised
 * before, go in one mail; what is unread but younger waits for the next digest. Read notices are
 * never mailed. The most a digest reads is DIGEST_READ notices (the newest).
 */

const DIGEST_READ = 100;

/** Runs `userId`'s due digest at `now`: mails what waited, then says how far it went (idempotent to a crash after the mail: at least once). */
export async function sendDigest(userId: string, now = new Date()): Promise<void> {
  const [prefs, kept] = await Promise.all([preferencesOf(userId), db().entities.mailDigest.get({ userId }).go()]);
  const upTo = kept.data?.upTo ?? '';
  const cutoff = new Date(now.getTime() - DIGEST_AFTER_MS).toISOString();
  const { data } = await db().entities.notification.query.byUser({ userId }).go({ order: 'desc', limit: DIGEST_READ });
  const unread = (data as NotificationRow[]).flatMap((n) => {
    const kind = digestKindOf(n.type);
    return !n.isRead && n.createdAt > upTo && kind ? [{ ...n, kind }] : [];
  });
  const due = unread.filter((n) => n.createdAt <= cutoff && prefs.email[n.kind]);
  const waiting = unread.filter((n) => n.createdAt > cutoff);

  if (due.length) {
    const person = await Profiles.get(userId);
    if (person?.email) {
      const kinds = [...new Set(due.map((n) => n.kind))];
      const mail = digestMail(
        person.email,
        person.firstname,
        // Oldest first, as they came.
        due.map((n) => n.message).reverse(),
        siteLink(kinds.length === 1 && kinds[0] === 'messages' ? '/messages' : '/notifications'),
      );
      // Signed at the real time (a test's run moves `now` forward; the link's age counts from when it is made).
      await sendMail(unsubscribable(mail, userId, kinds));
    }
  }
  const oldestWaiting = waiting.at(-1);
  await writeItems((tx) => [
    tx.mailDigest.put({ userId, upTo: cutoff }).commit(),
    oldestWaiting
      ? DueWork.piece(tx, 'mail_digest', userId, {
          dueAt: new Date(Date.parse(oldestWaiting.createdAt) + DIGEST_AFTER_MS).toISOString(),
        })
      : DueWork.donePiece(tx, 'mail_digest', userId),
  ]);
}
