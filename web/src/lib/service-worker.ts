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
