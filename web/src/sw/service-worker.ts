/**
 * Crafti's service worker (issue 50 §1), served as `/sw.js` (web/service-worker-build.ts) and
 * registered after the first paint (web/src/app/site-presence.tsx). What it keeps is only what any
 * visitor gets, never a person's data:
 *   - pages (navigations): from the network, each answer kept under its path; offline, the one
 *     kept for that path, else the shell (the signed-in pages' HTML, which carries no one's data),
 *     else a small "You are offline" page. Online it never answers a page from what it kept.
 *   - the content-hashed files under /assets/: from what it kept, else the network (they never
 *     change under one name). The shell's own files are kept when the worker installs.
 *   - the site's API (/api/…), other origins (the WebSocket, Cognito, S3, pictures) and anything not
 *     a GET: never touched, so no API answer is ever served from a cache, and a signed-out visitor's
 *     pages ask the server as any visitor's do.
 * It also sends the chat messages a tab left waiting when the connection comes back, the tab open
 * or not (./chat-outbox.ts), and shows what the site pushes (./push.ts). Bundled on its own (web/service-worker-build.ts), not with the app.
 */
import {
  indexedDbStore,
  keepHanded,
  OUTBOX_SYNC_TAG,
  sendHanded,
  type OutboxFromWorker,
  type OutboxToWorker,
} from './chat-outbox';
import { notificationOf, tabToOpen } from './push';

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response> | Response): void;
}
interface MessageFromTab extends ExtendableEvent {
  readonly data: unknown;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationClick extends ExtendableEvent {
  readonly notification: { data: unknown; close(): void };
}
interface Tab {
  readonly url: string;
  readonly visibilityState: DocumentVisibilityState;
  navigate(url: string): Promise<Tab | null>;
  focus(): Promise<Tab>;
  postMessage(m: unknown): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<Tab[]>;
    openWindow(url: string): Promise<Tab | null>;
  };
  /** `sync` only where the browser has Background Sync. */
  readonly registration: {
    sync?: { register(tag: string): Promise<void> };
    showNotification(title: string, options: NotificationOptions & { renotify?: boolean }): Promise<void>;
  };
  readonly indexedDB: IDBFactory;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromTab) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClick) => void): void;
}
declare const self: WorkerScope;

/** One cache for the whole site; its name changes only if what is kept in it changes shape. */
const CACHE = 'crafti-site-v1';
/** Where the shell is kept (any path without an extension that was not pre-rendered answers it). */
const SHELL = '/__shell';
/** The most hashed files kept; the oldest go first. */
const MAX_ASSETS = 400;

const isAsset = (url: URL) => url.pathname.startsWith('/assets/');
const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

/** The files a page's HTML names under /assets/ (its scripts, module preloads, styles, routes table). */
const assetsIn = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+/g) ?? [])];

/**
 * The signed-in pages' HTML is the shell: it carries the routes table. A framed route's own shell
 * (web/signed-in-frames.ts) is kept under its path only: its table names its own route.
 */
const isShell = (html: string) => html.includes('name="crafti:routes"') && !html.includes('<template data-frame=');

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline · Crafti</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:2rem;color:#1a202c"><main><h1>You are offline</h1><p>Crafti opens again as soon as you are back online.</p></main></body></html>`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const shell = await fetch(
        new Request(new URL('/__offline-shell', self.location.origin), { credentials: 'same-origin' }),
      );
      if (shell.ok) {
        const html = await shell.text();
        await cache.put(SHELL, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
        await cache.addAll(assetsIn(html).map((href) => new URL(href, self.location.origin).href));
      }
      await self.skipWaiting();
    })().catch(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function page(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const path = new URL(request.url).pathname;
  try {
    const answer = await fetch(request);
    // The site's own page (not a redirect elsewhere, not an opaque answer).
    if (answer.ok && !answer.redirected && (answer.type === 'basic' || answer.type === 'default')) {
      const html = await answer.clone().text();
      // Kept as the text it is (the answer's own headers name the encoding it came in).
      const kept = () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      await cache.put(path, kept());
      if (isShell(html)) await cache.put(SHELL, kept());
    }
    return answer;
  } catch {
    return (
      (await cache.match(path)) ??
      (await cache.match(SHELL)) ??
      new Response(OFFLINE_PAGE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })
    );
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    await cache.put(request, answer.clone());
    const keys = await cache.keys();
    const assets = keys.filter((k) => isAsset(new URL(k.url)));
    for (const old of assets.slice(0, Math.max(0, assets.length - MAX_ASSETS))) await cache.delete(old);
  }
  return answer;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') return event.respondWith(page(request));
  if (isAsset(url)) return event.respondWith(asset(request));
});

const outboxes = () => indexedDbStore(self.indexedDB);

self.addEventListener('message', (event) => {
  const message = event.data as OutboxToWorker | null;
  if (message?.type === 'chat-outbox')
    event.waitUntil(
      keepHanded(outboxes(), message.outbox).then(async (kept) => {
        // The browser fires it when it is online (at once, if it already is) and again after a failure.
        if (kept) await self.registration.sync?.register(OUTBOX_SYNC_TAG);
      }),
    );
  if (message?.type === 'chat-outbox-forget') event.waitUntil(outboxes().clear());
});

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    (async () => {
      const { sent, again } = await sendHanded(outboxes(), fetch);
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const [userId, clientIds] of sent)
        for (const tab of tabs)
          tab.postMessage({ type: 'chat-outbox-sent', userId, clientIds } satisfies OutboxFromWorker);
      // A rejected sync is fired again later by the browser.
      if (again) throw new Error('Some chat messages wait for the connection.');
    })(),
  );
});

// A push (functions/core/push/send.ts): shown unless a Crafti tab is in front of the person, who
// sees it there already (the in-app badge). Chromium lets a worker skip it only then.
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const shown = notificationOf(event.data?.json());
      if (!shown) return;
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (tabs.some((t) => t.visibilityState === 'visible')) return;
      await self.registration.showNotification(shown.title, shown.options);
    })(),
  );
});

// A tap: the page it is about, in a Crafti tab already open (brought to the front), else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  const target = new URL(url ?? '/notifications', self.location.origin).href;
  const work = (async () => {
    const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = tabToOpen(tabs, self.location.origin);
    if (!tab) return void (await self.clients.openWindow(target));
    const opened = (await tab.navigate(target).catch(() => null)) ?? tab;
    await opened.focus().catch(() => undefined);
  })();
  // A tap is a trusted event; the browser walk, which cannot tap a system notification, dispatches
  // its own (untrusted: it cannot be extended, so the work runs on its own).
  if (event.isTrusted) event.waitUntil(work);
});
