import type { NotificationType } from '@shared/messages/notifications';
import type { Notification } from '@shared/schemas/notifications';
import { PUSH_MESSAGES, type PushPayload } from '@shared/schemas/push';
import { config } from '../config';
import { db } from '../db/service';
import { log } from '../observability/log';
import * as DueWork from '../due-work/due-work';
import { writeItems } from '../db/write';
import { devicesOf, forget, type Device } from './devices';
import { pushRequest, type VapidKeys } from './web-push';
import { readSecureString } from '../ssm-parameter';
import { kindOf, preferencesOf } from './preferences';
import { quietUntil } from './quiet-hours';

/**
 * Sending a notification to a person's devices by Web Push (issue 50 §2), after it is written and
 * pushed to their open tabs (../notifications/notify.ts `push`): the payload encrypted to each
 * device (RFC 8291) and the request signed with the site's VAPID key (RFC 8292), ./web-push.ts.
 * A device whose push service answers 404 or 410 is gone and is forgotten; any other failure is
 * logged and dropped (a push is a courtesy: the notification is in the app already).
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

/** The most of a message a lock screen shows, when previews are on. */
const PREVIEW_LENGTH = 120;
const previewText = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PREVIEW_LENGTH ? flat : `${flat.slice(0, PREVIEW_LENGTH - 1)}…`;
};

/** How long a push service keeps a message for a device that is off (seconds). */
const TTL_SECONDS = 24 * 3600;
/** A push service that does not answer in this long is given up on for this message. */
const SEND_TIMEOUT_MS = 5_000;

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
        privateKey = await readSecureString(env.VAPID_PRIVATE_PARAMETER);
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
  const request = pushRequest(device, body, keys, { ttlSeconds: TTL_SECONDS, urgency });
  const answer = await fetch(device.endpoint, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(request.body),
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

/** Sends `payload` to each of `devices` now; how many took it. */
async function sendAll(devices: Device[], payload: PushPayload, urgency: 'high' | 'normal'): Promise<number> {
  const keys = await vapidKeys();
  if (!keys || devices.length === 0) return 0;
  const body = JSON.stringify(payload);
  const sent = await Promise.all(devices.map((d) => sendToDevice(d, body, keys, urgency)));
  return sent.filter(Boolean).length;
}

/**
 * Holds a push for the end of the person's quiet hours: one more on their held count, and the due
 * work that sends them as one when the hours end (written together).
 */
async function hold(userId: string, until: Date): Promise<void> {
  await writeItems((tx) => [
    tx.heldPush.update({ userId }).add({ count: 1 }).set({ heldSince: new Date().toISOString() }).commit(),
    DueWork.piece(tx, 'push_held', userId, { dueAt: until.toISOString() }),
  ]);
}

/**
 * Sends `notification` to every device of `userId`, as they chose (../push/preferences.ts): not at
 * all for a kind they turned off, held until their quiet hours end, with `preview` (a message's
 * words) only if they allowed previews. Reads their devices, and their
 * choices only when they have a device. The number of devices that took it now. Never throws.
 */
export async function pushToDevices(
  userId: string,
  notification: Notification,
  opts: { preview?: string; now?: Date } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  try {
    if (!(await vapidKeys())) return 0;
    const devices = await devicesOf(userId);
    if (devices.length === 0) return 0;
    const prefs = await preferencesOf(userId);
    if (!prefs.push[kindOf(notification.type)]) return 0;
    const until = quietUntil(prefs.quiet_hours, now);
    if (until) {
      await hold(userId, until);
      return 0;
    }
    const urgency = notification.type === 'message' || notification.type === 'sale' ? 'high' : 'normal';
    const payload = payloadOf(notification);
    // A message's words only for a person who allowed previews on their lock screen.
    if (opts.preview && prefs.previews) payload.body = `${notification.message}: ${previewText(opts.preview)}`;
    return await sendAll(devices, payload, urgency);
  } catch (err) {
    log.warn('push to devices failed', { userId, err });
    return 0;
  }
}

/** The due work at the end of quiet hours: what was held, as one push (idempotent: the count goes with the work). */
export async function sendHeld(userId: string): Promise<void> {
  const { data } = await db().entities.heldPush.get({ userId }).go();
  const count = (data as { count: number } | null)?.count ?? 0;
  if (count === 0) return DueWork.drop('push_held', userId);
  await sendAll(
    await devicesOf(userId),
    { title: PUSH_MESSAGES.heldTitle, body: PUSH_MESSAGES.heldBody(count), url: '/notifications', tag: 'held' },
    'normal',
  );
  await writeItems((tx) => [
    tx.heldPush
      .delete({ userId })
      .where((a, op) => op.eq(a.count, count))
      .commit(),
    DueWork.donePiece(tx, 'push_held', userId),
  ]).catch(async (err: unknown) => {
    // More was held while these were sent: only the rest goes at the next run.
    log.info('held pushes grew while sending', { userId, err });
    await db().entities.heldPush.update({ userId }).add({ count: -count }).go();
  });
}

/** The settings' test button: a push to every device of the caller now, whatever they chose. */
export async function sendTest(userId: string): Promise<number> {
  return sendAll(
    await devicesOf(userId),
    { title: PUSH_MESSAGES.testTitle, body: PUSH_MESSAGES.testBody, url: '/notifications', tag: 'test' },
    'normal',
  );
}
