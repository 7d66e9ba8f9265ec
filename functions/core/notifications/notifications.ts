import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@shared/schemas/notifications';
import { ErrorCodes } from '@shared/api/errors';
import { actorOf, type Actor } from '../actor';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { ConditionFailed, commit, retryOnConflict } from '../db/transactions';
import { db } from '../db/service';
import { AppError } from '../errors';
import { idOf, notifyPieces, push, toNotification, type NewNotification, type NotificationRow as Item } from './notify';

export type { NewNotification } from './notify';

/**
 * Notifications (DESIGN §8): written in the transaction of the change they tell about, with the
 * unread counter; pushed to every open tab of the person after the commit. A notification's id
 * carries its owner (`<timeId>.<userId>`), so one can be read or deleted by id and its owner
 * checked without an index.
 */

/** The person a notification id names, or null for an id of no notification's shape. */
export function ownerOfId(id: string): string | null {
  const dot = id.indexOf('.');
  return dot !== 26 || id.length <= 27 ? null : id.slice(dot + 1);
}

function parseId(id: string): { userId: string; notificationId: string } {
  const dot = id.indexOf('.');
  if (dot !== 26 || id.length <= 27) throw new AppError(ErrorCodes.notificationNotFound, 'Notification not found.');
  return { notificationId: id.slice(0, dot), userId: id.slice(dot + 1) };
}

/**
 * A notification on its own (POST /notifications: the caller's own, or an admin's; a message's for
 * a person with no tab open, whose `preview` is the message's start for a lock screen that shows it).
 */
export async function create(userId: string, what: NewNotification, preview?: string): Promise<Notification> {
  let made: Notification | undefined;
  await commit((tx, fx) => {
    const { pieces, notification } = notifyPieces(tx, userId, what);
    made = notification;
    fx.after(() => push(userId, notification, preview));
    return pieces;
  });
  return made!;
}

/** A page of a person's notifications, newest first, with their unread count. */
export async function page(
  userId: string,
  cursor?: string,
): Promise<{ notifications: Notification[]; cursor: string | null; unread: number }> {
  const entity = db().entities.notification;
  const [result, unread] = await Promise.all([
    entity.query.byUser({ userId }).go({
      order: 'desc',
      limit: NOTIFICATIONS_PAGE_SIZE,
      cursor: cursor ? checkedCursor(cursor, entity, 'byUser', { userId }) : null,
    }),
    Counters.get(Counters.names.unreadNotifications(userId)),
  ]);
  return {
    notifications: result.data.map(toNotification),
    cursor: await nextCursor(userId, result.data.length, result.cursor ?? null),
    unread,
  };
}

/**
 * DynamoDB hands a cursor back whenever a page fills, even when nothing follows it: a full last
 * page would offer a Next that leads to an empty page. A full page's cursor is kept only if at
 * least one notification follows it (one more item read).
 */
async function nextCursor(userId: string, read: number, cursor: string | null): Promise<string | null> {
  if (!cursor || read < NOTIFICATIONS_PAGE_SIZE) return null;
  const after = await db().entities.notification.query.byUser({ userId }).go({ order: 'desc', limit: 1, cursor });
  return after.data.length > 0 ? cursor : null;
}

/** Marks one read (once: the counter drops only if it was unread); its person's or an admin's (the route's owner rule). */
export async function markRead(_actor: Actor, id: string): Promise<Notification> {
  const key = parseId(id);
  const { data } = await db().entities.notification.get(key).go();
  if (!data) throw new AppError(ErrorCodes.notificationNotFound, 'Notification not found.');
  if (!data.isRead) {
    try {
      await commit((tx, fx) => {
        fx.after(() => push(key.userId));
        return [
          tx.notification
            .patch(key)
            .set({ isRead: true })
            .where((attr, op) => op.eq(attr.isRead, false))
            .commit(),
          Counters.add(tx, Counters.names.unreadNotifications(key.userId), -1),
        ];
      });
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
    }
  }
  return toNotification({ ...data, isRead: true });
}

/** Reads a person's notifications in pages of up to 100, newest first, calling `each` on each page. */
async function eachPage(userId: string, each: (items: Item[]) => Promise<void>): Promise<void> {
  let cursor: string | null = null;
  do {
    const result: { data: Item[]; cursor: string | null } = await db()
      .entities.notification.query.byUser({ userId })
      .go({ limit: 100, cursor });
    await each(result.data);
    cursor = result.cursor;
  } while (cursor);
}

/** Transactions hold at most 100 items: 48 notifications and a counter each time. */
const CHUNK = 48;
function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Marks all of a person's notifications read; answers how many changed. */
export async function markAllRead(userId: string): Promise<number> {
  let updated = 0;
  await eachPage(userId, async (items) => {
    for (const group of chunks(items.filter((n) => !n.isRead))) {
      try {
        await commit((tx) => [
          ...group.map((n) =>
            tx.notification
              .patch({ userId, notificationId: n.notificationId })
              .set({ isRead: true })
              .where((attr, op) => op.eq(attr.isRead, false))
              .commit(),
          ),
          Counters.add(tx, Counters.names.unreadNotifications(userId), -group.length),
        ]);
        updated += group.length;
      } catch (err) {
        // One was read meanwhile (another tab): do these one by one.
        if (!(err instanceof ConditionFailed)) throw err;
        for (const n of group) {
          await markRead(actorOf(userId), idOf(n));
          updated++;
        }
      }
    }
  });
  await push(userId);
  return updated;
}

async function deleteGroup(userId: string, group: Item[]): Promise<void> {
  const unread = group.filter((n) => !n.isRead).length;
  await commit((tx) => [
    ...group.map((n) =>
      tx.notification
        .delete({ userId, notificationId: n.notificationId })
        .where((attr, op) => op.eq(attr.isRead, n.isRead))
        .commit(),
    ),
    ...(unread > 0 ? [Counters.add(tx, Counters.names.unreadNotifications(userId), -unread)] : []),
  ]);
}

/** Deletes one notification; answers 1, or 0 when it was already gone. */
export async function remove(_actor: Actor, id: string): Promise<number> {
  const key = parseId(id);
  // Read meanwhile (its count moved with it): read it again.
  return retryOnConflict(
    async () => (await db().entities.notification.get(key).go()).data,
    async (data) => {
      if (!data) return 0;
      await deleteGroup(key.userId, [data]);
      await push(key.userId);
      return 1;
    },
    {
      exhausted: () =>
        new AppError(ErrorCodes.notificationChanged, 'This notification changed meanwhile. Please try again.'),
    },
  );
}

/** Deletes all of a person's notifications; answers how many. */
export async function removeAll(userId: string): Promise<number> {
  let deleted = 0;
  await eachPage(userId, async (items) => {
    for (const group of chunks(items)) {
      try {
        await deleteGroup(userId, group);
        deleted += group.length;
      } catch (err) {
        if (!(err instanceof ConditionFailed)) throw err;
        for (const n of group) deleted += await remove(actorOf(userId), idOf(n));
      }
    }
  });
  await push(userId);
  return deleted;
}
