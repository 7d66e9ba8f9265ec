import { call } from './api-client';
import { loadConfig } from './config';

/**
 * This device's Web Push (issue 50 §2): the browser's subscription with its push service, handed
 * to the API (`POST /push-subscriptions`) and taken back (`DELETE /push-subscriptions/{id}`). The
 * API's id of the device is kept in localStorage per person, so turning off (or signing out)
 * removes exactly this device.
 */

export type PushState =
  /** No push here: no service worker, no Push API, or the site has no VAPID key. */
  | 'unsupported'
  /** iPhone or iPad in Safari's tab: push works only from the Home Screen app (iOS 16.4+). */
  | 'ios-needs-home-screen'
  /** The person (or the browser's settings) blocked Crafti's notifications. */
  | 'denied'
  | 'off'
  | 'on';

const idKey = (userId: string) => `crafti:push-device:${userId}`;

const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone;

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The worker's registration, when one controls the site. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? undefined;
}

export async function pushState(userId: string): Promise<PushState> {
  if (isIos() && !standalone()) return 'ios-needs-home-screen';
  if (!supported() || !(await loadConfig()).vapidPublicKey) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && localStorage.getItem(idKey(userId)) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/** Asks the person, subscribes with the browser's push service and tells the API. The state it ends in. */
export async function turnOnPush(userId: string): Promise<PushState> {
  const { vapidPublicKey } = await loadConfig();
  if (!supported() || !vapidPublicKey) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted')
    return Notification.permission === 'denied' ? 'denied' : 'off';
  const reg = await navigator.serviceWorker.ready;
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  const { id } = await call('POST /push-subscriptions', { body: { endpoint: json.endpoint, keys: json.keys } });
  localStorage.setItem(idKey(userId), id);
  return 'on';
}

/** Tells the API this device takes no more pushes for `userId`, and ends the browser's subscription. */
export async function turnOffPush(userId: string): Promise<void> {
  const id = localStorage.getItem(idKey(userId));
  if (id) {
    await call('DELETE /push-subscriptions/{id}', { params: { id } }).catch((err: unknown) => {
      // Already gone (turned off elsewhere, or its push service said it expired).
      if ((err as { status?: number }).status !== 404) throw err;
    });
    localStorage.removeItem(idKey(userId));
  }
  if (supported()) await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
}
