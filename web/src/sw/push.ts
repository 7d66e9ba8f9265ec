import type { PushPayload } from '../../../shared/schemas/push';

/**
 * What the service worker makes of a push (issue 50 §2): the notification to show, from the payload
 * functions/core/push/send.ts sends, and which open tab a tap takes to the page. Free of the worker's
 * globals, so it is unit-tested.
 */

/** The notification for a payload; null for anything that is not one of ours. */
export function notificationOf(
  data: unknown,
): { title: string; options: NotificationOptions & { renotify: boolean } } | null {
  const p = data as Partial<PushPayload> | null;
  // A path on the site only (not `//other.site`): a tap never leads elsewhere.
  if (!p || typeof p.title !== 'string' || typeof p.url !== 'string' || !/^\/(?!\/)/.test(p.url)) return null;
  return {
    title: p.title,
    options: {
      body: typeof p.body === 'string' ? p.body : '',
      tag: typeof p.tag === 'string' ? p.tag : undefined,
      // A newer notice of the same conversation replaces the older one and is announced again.
      renotify: typeof p.tag === 'string',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: p.url },
    },
  };
}

/** The Crafti tab a tap should use: one in front, else any of the site's; none opens a new one. */
export function tabToOpen<T extends { url: string; visibilityState: DocumentVisibilityState }>(
  tabs: readonly T[],
  origin: string,
): T | undefined {
  const ours = tabs.filter((t) => new URL(t.url).origin === origin);
  return ours.find((t) => t.visibilityState === 'visible') ?? ours[0];
}
