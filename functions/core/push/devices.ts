import { createHash } from 'node:crypto';
import { ErrorCodes } from '@shared/api/errors';
import { PUSH_MESSAGES, type PushSubscriptionBody } from '@shared/schemas/push';
import type { Actor } from '../actor';
import { config } from '../config';
import { commit } from '../db/transactions';
import { db } from '../db/service';
import { refuse } from '../errors';

/**
 * A person's devices that take Web Push (issue 50 §2): one subscription per browser that said yes,
 * made by the browser's push service (`pushManager.subscribe`), handed to us by the web app
 * (`POST /push-subscriptions`) and removed when the person turns it off there or the push service
 * says it is gone (./send.ts). A person keeps at most MAX_DEVICES; a new one replaces the oldest.
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

/** Keeps the caller's device; the oldest goes when they already have MAX_DEVICES others. */
export async function subscribe(actor: Actor, body: PushSubscriptionBody): Promise<{ id: string }> {
  if (!endpointAllowed(body.endpoint))
    throw refuse(ErrorCodes.pushEndpointNotAllowed, PUSH_MESSAGES.endpointNotAllowed);
  const userId = actor.userId;
  const subscriptionId = subscriptionIdOf(body.endpoint);
  const others = (await devicesOf(userId)).filter((d) => d.subscriptionId !== subscriptionId);
  const retired = others.slice(MAX_DEVICES - 1);
  await commit((tx) => [
    tx.pushSubscription
      .put({
        userId,
        subscriptionId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        createdAt: new Date().toISOString(),
      })
      .commit(),
    ...retired.map((d) => tx.pushSubscription.delete({ userId, subscriptionId: d.subscriptionId }).commit()),
  ]);
  return { id: subscriptionId };
}

/** The caller turns push off on a device. */
export async function unsubscribe(actor: Actor, subscriptionId: string): Promise<{ deleted: number }> {
  const { data } = await db()
    .entities.pushSubscription.delete({ userId: actor.userId, subscriptionId })
    .go({ response: 'all_old' });
  if (!data) throw refuse(ErrorCodes.pushSubscriptionNotFound, PUSH_MESSAGES.notFound);
  return { deleted: 1 };
}

/** A device its push service says is gone (404/410): it will never take a message again. */
export async function forget(userId: string, subscriptionId: string): Promise<void> {
  await db().entities.pushSubscription.delete({ userId, subscriptionId }).go();
}
