import type { NotificationType } from '@shared/messages/notifications';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@shared/schemas/push';
import type { Actor } from '../actor';
import { db } from '../db/service';

/**
 * A person's notification choices (issue 50 §3): which kinds reach their devices by push, and
 * quiet hours when pushes wait for the morning. One item per person; absent means the defaults
 * (everything on, no quiet hours). The in-app list and badge keep every notification whatever is
 * chosen here.
 */

/** The kind a notification type is chosen under. */
export const KIND_OF: Record<NotificationType, NotificationKind> = {
  message: 'messages',
  order: 'orders',
  sale: 'orders',
  order_status: 'orders',
  payout: 'orders',
  refund: 'orders',
  proposal: 'commissions',
  job: 'jobs',
  application: 'jobs',
  comment: 'community',
  like: 'community',
  review: 'reviews',
  system: 'moderation',
};

type PrefsItem = { userId: string; push: Record<string, boolean>; quietHours?: NotificationPreferences['quiet_hours'] };

/** What `userId` chose, the defaults filled in for kinds added since. */
export async function preferencesOf(userId: string): Promise<NotificationPreferences> {
  const { data } = await db().entities.notificationPrefs.get({ userId }).go();
  const item = data as PrefsItem | null;
  if (!item) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    push: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, item.push[k] ?? true])) as Record<
      NotificationKind,
      boolean
    >,
    quiet_hours: item.quietHours ?? null,
  };
}

/** The caller's choices, kept whole (one write). */
export async function choose(actor: Actor, prefs: NotificationPreferences): Promise<NotificationPreferences> {
  await db()
    .entities.notificationPrefs.put({
      userId: actor.userId,
      push: prefs.push,
      quietHours: prefs.quiet_hours,
      updatedAt: new Date().toISOString(),
    })
    .go();
  return prefs;
}
