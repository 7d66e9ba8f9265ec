import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page that was pre-rendered at build time (web/prerender.ts) and
 * in that pre-render itself; true once the page is live, and from the first render of a page the
 * browser renders on its own. A form on a pre-rendered page is inert until then: without its
 * handlers, Login would submit natively (the password in the URL) and hydration would wipe
 * what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
