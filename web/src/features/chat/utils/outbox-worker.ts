import { idToken } from '@web/lib/auth';
import { loadConfig } from '@web/lib/config';
import { controllingWorker, postToWorker } from '@web/lib/service-worker';
import type { OutboxFromWorker } from '../../../sw/chat-outbox';
import type { OutboxEntry } from './outbox';

/**
 * The tab's side of the worker's outbox (web/src/sw/chat-outbox.ts): a tab left with messages
 * waiting on the connection hands them to the site's service worker, which sends them when the
 * browser is back online even if the tab is gone. Without a worker controlling the tab (a browser
 * without them, the first visit, the dev server) nothing is handed and the tab sends as before.
 */

/** Hands `userId`'s outbox to the worker (an outbox with nothing waiting makes it forget theirs, token and all). */
export async function handToWorker(userId: string, entries: OutboxEntry[]): Promise<void> {
  if (!controllingWorker()) return;
  const [token, config] = await Promise.all([idToken(), loadConfig()]);
  if (!token) return;
  postToWorker({ type: 'chat-outbox', outbox: { userId, entries, token, apiUrl: config.apiUrl } });
}

/** Calls `listener` with the person whose messages the worker sent, until the returned function is called. */
export function onWorkerSent(listener: (userId: string) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const receive = (event: MessageEvent) => {
    const message = event.data as OutboxFromWorker | null;
    if (message?.type === 'chat-outbox-sent') listener(message.userId);
  };
  navigator.serviceWorker.addEventListener('message', receive);
  return () => navigator.serviceWorker.removeEventListener('message', receive);
}
