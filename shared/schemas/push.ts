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
} as const;
