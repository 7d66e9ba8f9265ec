import type { LiveNotification } from '@shared/api/ws';
import type { Notification, NotificationType } from '@shared/schemas/notifications';
import * as Counters from '../counters/counters';
import type { TransactionEntities } from '../db/service';
import { timeId } from '../ids';
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
 * Tells every tab of a person their unread count (and the new notification, if one came), and
 * sends a new notification to the devices they turned push on for (../push/send.ts).
 */
export async function push(userId: string, notification?: Notification): Promise<void> {
  const unread = await Counters.get(Counters.names.unreadNotifications(userId));
  await Promise.all([
    Realtime.pushToUser(userId, {
      type: 'notification',
      unread,
      ...(notification ? { notification: notification as LiveNotification } : {}),
    }),
    notification ? pushToDevices(userId, notification) : undefined,
  ]);
}
