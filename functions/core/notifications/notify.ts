import type { LiveNotification } from '@shared/api/ws';
import type { Notification, NotificationType } from '@shared/schemas/notifications';
import { EMAIL_KINDS, type EmailKind } from '@shared/schemas/push';
import * as Counters from '../counters/counters';
import type { TransactionEntities } from '../db/service';
import { timeId } from '../ids';
import * as DueWork from '../due-work/due-work';
import { log } from '../observability/log';
import { kindOf } from '../push/preferences';
import { pushToDevices } from '../push/send';
import * as Realtime from '../realtime/realtime';

/*
 * Notifying someone, the part every transaction may take (`fx.notify` in db/transactions.ts): the
 * pieces that write a notification and its unread count, and the push after the commit. The
 * rest of notifications (the list, read, delete) is ./notifications.ts, which commits through
 * db/transactions.ts; this does not, so the two do not import each other.
 */

export type NotificationRow = {
  userId: string;
  notificationId: string;
  type: string;
  message: string;
  link?: string;
  isRead: boolean;
  createdAt: string;
};

export interface NewNotification {
  type: NotificationType;
  message: string;
  link?: string;
}

/** How long a notice stays unread before the e-mail digest tells about it (./digest.ts). */
export const DIGEST_AFTER_MS = 4 * 3600_000;
/** The kinds the digest tells about: orders have mails of their own, account and moderation mail is essential. */
export const DIGEST_KINDS = EMAIL_KINDS.filter((k) => k !== 'orders');

/** The digest's kind of a notification of `type`, or null for one the digest leaves out. */
export function digestKindOf(type: string): EmailKind | null {
  const kind = kindOf(type);
  return (DIGEST_KINDS as readonly string[]).includes(kind) ? (kind as EmailKind) : null;
}

/**
 * Asks for the person's e-mail digest DIGEST_AFTER_MS from now, unless one waits already: one
 * conditional write per notice of a digest kind, whatever the person chose (read when it runs).
 */
async function askDigest(userId: string, type: string, now = new Date()): Promise<void> {
  if (!digestKindOf(type)) return;
  await DueWork.ensure('mail_digest', userId, new Date(now.getTime() + DIGEST_AFTER_MS).toISOString()).catch(
    (err: unknown) => log.warn('e-mail digest not asked', { userId, err }),
  );
}

export const idOf = (n: Pick<NotificationRow, 'userId' | 'notificationId'>) => `${n.notificationId}.${n.userId}`;

export function toNotification(n: NotificationRow): Notification {
  return {
    id: idOf(n),
    message: n.message,
    is_read: n.isRead,
    created_at: n.createdAt,
    type: n.type,
    link: n.link ?? null,
  };
}

/**
 * The pieces of a transaction that notify `userId`: the notification and its unread count.
 * Returns the pieces and the notification, to push once the transaction committed. A transaction
 * notifies through its side effects, `fx.notify` (db/transactions.ts), which pushes it then.
 */
export function notifyPieces(
  tx: TransactionEntities,
  userId: string,
  what: NewNotification,
): { pieces: object[]; notification: Notification } {
  const item: NotificationRow = {
    userId,
    notificationId: timeId(),
    type: what.type,
    message: what.message,
    link: what.link,
    isRead: false,
    createdAt: new Date().toISOString(),
  };
  return {
    pieces: [tx.notification.create(item).commit(), Counters.add(tx, Counters.names.unreadNotifications(userId), 1)],
    notification: toNotification(item),
  };
}

/**
 * Tells every tab of a person their unread count (and the new notification, if one came), sends a
 * new notification to the devices they turned push on for (../push/send.ts; `preview`, a message's
 * start, shows only if they allowed previews), and asks for their e-mail digest (./digest.ts).
 */
export async function push(userId: string, notification?: Notification, preview?: string): Promise<void> {
  const unread = await Counters.get(Counters.names.unreadNotifications(userId));
  await Promise.all([
    Realtime.pushToUser(userId, {
      type: 'notification',
      unread,
      ...(notification ? { notification: notification as LiveNotification } : {}),
    }),
    notification ? pushToDevices(userId, notification, { preview }) : undefined,
    notification ? askDigest(userId, notification.type) : undefined,
  ]);
}
