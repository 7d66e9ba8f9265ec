import type { NotificationType } from '@shared/messages/notifications';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_KINDS,
  type EmailKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@shared/schemas/push';
import type { Actor } from '../actor';
import { db } from '../db/service';

/**
 * A person's notification choices (issue 50 §3, §4): which kinds reach their devices by push and
 * by e-mail, whether a message's words show on the lock screen, and quiet hours when pushes wait
 * for the morning. One item per person; absent means the defaults (everything on but previews, no
 * quiet hours). The in-app list and badge keep every notification whatever is chosen here.
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

/** The kind a notification of `type` is chosen under (an unknown type: account and moderation's). */
export const kindOf = (type: string): NotificationKind => KIND_OF[type as NotificationType] ?? 'moderation';

type PrefsItem = {
  userId: string;
  push?: Record<string, boolean>;
  emailOff?: string[];
  previews?: boolean;
  quietHours?: NotificationPreferences['quiet_hours'];
};

/** What `userId` chose, the defaults filled in for kinds added since. */
export async function preferencesOf(userId: string): Promise<NotificationPreferences> {
  const { data } = await db().entities.notificationPrefs.get({ userId }).go();
  return fromItem(data as PrefsItem | null);
}

function fromItem(item: PrefsItem | null): NotificationPreferences {
  if (!item) return DEFAULT_NOTIFICATION_PREFERENCES;
  const off = new Set(item.emailOff ?? []);
  return {
    push: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, item.push?.[k] ?? true])) as Record<
      NotificationKind,
      boolean
    >,
    email: Object.fromEntries(EMAIL_KINDS.map((k) => [k, !off.has(k)])) as Record<EmailKind, boolean>,
    previews: item.previews ?? false,
    quiet_hours: item.quietHours ?? null,
  };
}

/** The caller's choices, kept whole (one write). */
export async function choose(actor: Actor, prefs: NotificationPreferences): Promise<NotificationPreferences> {
  const emailOff = EMAIL_KINDS.filter((k) => !prefs.email[k]);
  await db()
    .entities.notificationPrefs.put({
      userId: actor.userId,
      push: prefs.push,
      // DynamoDB keeps no empty set: none turned off is no attribute.
      ...(emailOff.length ? { emailOff } : {}),
      previews: prefs.previews,
      quietHours: prefs.quiet_hours,
      updatedAt: new Date().toISOString(),
    })
    .go();
  return prefs;
}

/** Whether `userId` takes e-mail of `kind` (one read; only non-essential mail asks). */
export async function wantsEmail(userId: string, kind: EmailKind): Promise<boolean> {
  return (await preferencesOf(userId)).email[kind];
}
