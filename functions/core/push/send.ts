import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import webpush from 'web-push';
import type { NotificationType } from '@shared/messages/notifications';
import type { Notification } from '@shared/schemas/notifications';
import type { PushPayload } from '@shared/schemas/push';
import { config } from '../config';
import { log } from '../observability/log';
import { devicesOf, forget, type Device } from './devices';

/**
 * Sending a notification to a person's devices by Web Push (issue 50 §2), after it is written and
 * pushed to their open tabs (../notifications/notify.ts `push`). Through the `web-push` library (its request details; the request itself is a fetch):
 * the payload encrypted to each device (RFC 8291) and the request signed with the site's VAPID key
 * (RFC 8292). A device whose push service answers 404 or 410 is gone and is forgotten; any other
 * failure is logged and dropped (a push is a courtesy: the notification is in the app already).
 */

/** What the lock screen's title says, per kind of notification (the body is the notification's own text). */
const TITLES: Record<NotificationType, string> = {
  message: 'New message',
  sale: 'New sale',
  order: 'Order update',
  order_status: 'Order update',
  proposal: 'Commission proposal',
  job: 'Job update',
  application: 'Job application',
  comment: 'New comment',
  like: 'New like',
  payout: 'Payout',
  refund: 'Refund',
  review: 'New review',
  system: 'Crafti',
};

/**
 * What a device is sent for a notification. A message's notice names who wrote, never what (the
 * notification's text is "New message from …"); a conversation's notices share a tag, so the
 * device shows the latest one per conversation instead of one per message.
 */
export function payloadOf(n: Notification): PushPayload {
  const url = n.link ?? '/notifications';
  const conversation = n.type === 'message' ? new URL(url, 'https://crafti.invalid').searchParams.get('c') : null;
  return {
    title: TITLES[n.type as NotificationType] ?? 'Crafti',
    body: n.message,
    url,
    tag: conversation ? `message:${conversation}` : `notification:${n.id}`,
  };
}

/** How long a push service keeps a message for a device that is off (seconds). */
const TTL_SECONDS = 24 * 3600;
/** A push service that does not answer in this long is given up on for this message. */
const SEND_TIMEOUT_MS = 5_000;

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

let ssm: SSMClient | undefined;
const keysPerConfig = new WeakMap<object, Promise<VapidKeys | null>>();

/** The site's VAPID keys, read once per container (SSM on AWS); null when push is not set up. */
function vapidKeys(): Promise<VapidKeys | null> {
  const env = config();
  let keys = keysPerConfig.get(env);
  if (!keys) {
    keys = (async () => {
      const publicKey = env.VAPID_PUBLIC_KEY;
      if (!publicKey) return null;
      let privateKey = env.VAPID_PRIVATE_KEY;
      if (!privateKey && env.VAPID_PRIVATE_PARAMETER) {
        const { Parameter } = await (ssm ??= new SSMClient({})).send(
          new GetParameterCommand({ Name: env.VAPID_PRIVATE_PARAMETER, WithDecryption: true }),
        );
        privateKey = Parameter?.Value;
      }
      if (!privateKey) return null;
      // Push services write to the subject when a sender misbehaves: the site's mail sender.
      const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
      return { publicKey, privateKey, subject: `mailto:${address}` };
    })().catch((err: unknown) => {
      keysPerConfig.delete(env);
      throw err;
    });
    keysPerConfig.set(env, keys);
  }
  return keys;
}

/** A push service's answer: taken (2xx), the device gone (404, 410), or another failure. */
async function deliver(device: Device, body: string, keys: VapidKeys, urgency: 'high' | 'normal'): Promise<number> {
  // The library encrypts the payload to the device and signs the request; the request is ours
  // (fetch, over https to a browser's push service, plain http to the local one).
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    body,
    { vapidDetails: keys, TTL: TTL_SECONDS, urgency },
  );
  const answer = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await answer.body?.cancel();
  return answer.status;
}

async function sendToDevice(device: Device, body: string, keys: VapidKeys, urgency: 'high' | 'normal') {
  const ids = { userId: device.userId, subscriptionId: device.subscriptionId };
  try {
    const status = await deliver(device, body, keys, urgency);
    if (status >= 200 && status < 300) return true;
    if (status === 404 || status === 410) {
      await forget(device.userId, device.subscriptionId);
      log.info('push subscription gone', { ...ids, status });
    } else {
      log.warn('push not taken', { ...ids, status });
    }
  } catch (err) {
    log.warn('push not sent', { ...ids, err });
  }
  return false;
}

/** Sends `notification` to every device of `userId`; the number of devices that took it. Never throws. */
export async function pushToDevices(userId: string, notification: Notification): Promise<number> {
  try {
    const keys = await vapidKeys();
    if (!keys) return 0;
    const devices = await devicesOf(userId);
    if (devices.length === 0) return 0;
    const body = JSON.stringify(payloadOf(notification));
    const urgency = notification.type === 'message' || notification.type === 'sale' ? 'high' : 'normal';
    const sent = await Promise.all(devices.map((d) => sendToDevice(d, body, keys, urgency)));
    return sent.filter(Boolean).length;
  } catch (err) {
    log.warn('push to devices failed', { userId, err });
    return 0;
  }
}
