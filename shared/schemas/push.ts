import * as z from 'zod';

/** base64url without padding, as a browser's `PushSubscription.toJSON()` gives its keys. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'A key is base64url text.')
    .refine((s) => Math.floor((s.length * 3) / 4) === bytes, `A key of ${bytes} bytes was expected.`);

/** What the web app hands over when a device turns push on: `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65),
    /** The browser's authentication secret (16 bytes). */
    auth: base64url(16),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });

/**
 * What a push carries to the service worker (web/src/sw/service-worker.ts shows it): never a
 * message's text, only what the notification says and where a tap leads.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens (a path in the app). */
  url: string;
  /** Pushes with one tag replace each other on the device (a conversation's messages, grouped). */
  tag: string;
}

// Ours (issue 50 §2).
export const PUSH_MESSAGES = {
  endpointNotAllowed: 'That push service is not one Crafti can send to.',
  notFound: 'That device does not get notifications.',
  testTitle: 'Test notification',
  testBody: 'Notifications from Crafti reach this device.',
  heldTitle: 'While your quiet hours were on',
  heldBody: (count: number) => `${count} new notification${count === 1 ? '' : 's'} on Crafti.`,
} as const;

/** The kinds of notification a person chooses about (issue 50 §3), each a group of notification types. */
export const NOTIFICATION_KINDS = [
  'messages',
  'orders',
  'commissions',
  'jobs',
  'community',
  'reviews',
  'moderation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  messages: 'Messages',
  orders: 'Orders, sales and payouts',
  commissions: 'Commissions',
  jobs: 'Jobs',
  community: 'Community',
  reviews: 'Reviews',
  moderation: 'Account and moderation',
};

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:MM, from 00:00 to 23:59.');

/**
 * The kinds a person may stop e-mails about (issue 50 §4). Account and moderation mail is
 * essential (a decision on the account, how to appeal, security) and always sent, as are money
 * receipts (a payment, a refund): ESSENTIAL_MAIL_NOTE says why on each of them.
 */
export const EMAIL_KINDS = ['messages', 'orders', 'commissions', 'jobs', 'community', 'reviews'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const isEmailKind = (k: unknown): k is EmailKind => (EMAIL_KINDS as readonly unknown[]).includes(k);

/** "messages, jobs and community": what an unsubscribe turns off, as the mail and its page say it. */
export function emailKindsAbout(kinds: readonly EmailKind[]): string {
  const names = kinds.map((k) => NOTIFICATION_KIND_LABELS[k].toLowerCase());
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const perKind = <K extends string>(kinds: readonly K[]) =>
  z.object(Object.fromEntries(kinds.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

/**
 * What a person chose: push per kind, e-mail per kind (messages and the other app notices come as
 * one digest of what stayed unread; orders as their own mails), whether a message's words show
 * on the lock screen, and quiet hours (Asia/Manila) when pushes wait for the morning.
 */
export const notificationPreferencesSchema = z.object({
  push: perKind(NOTIFICATION_KINDS),
  email: perKind(EMAIL_KINDS),
  previews: z.boolean(),
  quiet_hours: z
    .object({ from: hhmm, to: hhmm })
    .refine((q) => q.from !== q.to, 'Quiet hours must start and end at different times.')
    .nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Everything on but previews, no quiet hours: what a person has until they choose. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  push: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as Record<NotificationKind, boolean>,
  email: Object.fromEntries(EMAIL_KINDS.map((k) => [k, true])) as Record<EmailKind, boolean>,
  previews: false,
  quiet_hours: null,
};

/** The zone quiet hours are kept in: Crafti's people are in the Philippines. */
export const QUIET_HOURS_ZONE = 'Asia/Manila';

/** A one-click unsubscribe link's token (issue 50 §4): signed, single-use, no sign-in. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(20).max(400) });

/** What an unsubscribe link is about: the kinds it turns off, and whether it was used already. */
export const unsubscribeLinkSchema = z.object({
  kinds: z.array(z.enum(EMAIL_KINDS)).min(1),
  used: z.boolean(),
});
export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;

// Ours (issue 50 §4).
export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid. Change what Crafti e-mails you in your settings.',
  used: 'This unsubscribe link was already used. Change what Crafti e-mails you in your settings.',
} as const;
