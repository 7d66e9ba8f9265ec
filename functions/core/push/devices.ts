import { createHash } from 'node:crypto';
import { config } from '../config';
import { db } from '../db/service';

/**
 * A person's devices that take Web Push (issue 50 §2): one subscription per browser that said yes,
 * made by the browser's push service (`pushManager.subscribe`), handed to us by the web app
 * (`POST /push-subscriptions`, ./subscriptions.ts) and removed when the person turns it off there
 * or the push service says it is gone (./send.ts). A person keeps at most MAX_DEVICES; a new one
 * replaces the oldest. This module commits no transaction: sending (reached from every commit's
 * notifications) reads and forgets devices through it.
 */

export const MAX_DEVICES = 10;

export type Device = {
  userId: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
};

/** The id of a subscription: a hash of its endpoint, so the same device subscribing again replaces itself. */
export const subscriptionIdOf = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);

/**
 * The push services browsers subscribe with (Chrome/Edge/Android: FCM; Firefox: Mozilla's
 * autopush; Safari and iOS: Apple's; legacy Edge: WNS). Our functions send a request to whatever
 * endpoint is stored, so only these (over https, default port) are taken: never an address of the
 * subscriber's choosing. The local stack adds its own push service (PUSH_SERVICE_ORIGINS).
 */
const BROWSER_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

export function endpointAllowed(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const extra = (config().PUSH_SERVICE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (extra.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && BROWSER_PUSH_HOSTS.some((host) => host.test(url.hostname));
}

/** A person's devices, newest first (at most MAX_DEVICES, plus any a race let in). */
export async function devicesOf(userId: string): Promise<Device[]> {
  const { data } = await db().entities.pushSubscription.query.byUser({ userId }).go({ pages: 'all' });
  return (data as Device[]).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A device its push service says is gone (404/410): it will never take a message again. */
export async function forget(userId: string, subscriptionId: string): Promise<void> {
  await db().entities.pushSubscription.delete({ userId, subscriptionId }).go();
}
