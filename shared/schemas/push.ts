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

/** What a person chose: push per kind, and quiet hours (Asia/Manila) when pushes wait for the morning. */
export const notificationPreferencesSchema = z.object({
  push: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
  ),
  quiet_hours: z
    .object({ from: hhmm, to: hhmm })
    .refine((q) => q.from !== q.to, 'Quiet hours must start and end at different times.')
    .nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Everything on, no quiet hours: what a person has until they choose. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  push: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as Record<NotificationKind, boolean>,
  quiet_hours: null,
};

/** The zone quiet hours are kept in: Crafti's people are in the Philippines. */
export const QUIET_HOURS_ZONE = 'Asia/Manila';
