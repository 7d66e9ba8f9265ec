import type { OutboxToWorker } from '../sw/chat-outbox';

/**
 * Registers the site's service worker (`/sw.js`, built from web/src/sw/service-worker.ts) once, in
 * a production build only (the dev server has no worker file), after the first frame (its caller
 * loads after it). A browser without workers, or a failed registration, leaves the site as it was.
 */
let registered = false;

export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    registered = false;
  });
}

/** The worker that controls this tab, if any (none on a first visit, in the dev server, or without workers). */
export const controllingWorker = (): ServiceWorker | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;

/** Posts `message` to the worker that controls this tab; nothing happens without one. */
export function postToWorker(message: OutboxToWorker): void {
  controllingWorker()?.postMessage(message);
}

/** Signing out: the worker forgets the chat messages it was to send for anyone on this device, and their tokens. */
export function forgetChatOutboxes(): void {
  postToWorker({ type: 'chat-outbox-forget' });
}
