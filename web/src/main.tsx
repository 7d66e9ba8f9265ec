// Before the app's code: emotion is told how to adopt the pre-rendered styles before it starts.
import './lib/emotion-in-place';
import { loadConfig } from './lib/config';
import { routeChunks } from './lib/route-chunks';

/**
 * The entry: lets the browser paint the page (pre-rendered HTML and its CSS) before any of the
 * app's code downloads or runs, then asks for all of it at once: the chunks the page lists
 * (web/prerender.ts: the app and the page's own; in the shell, also the chunks of the route at
 * hand), side by side, and runs boot.tsx.
 */
function preloadPageModules() {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  const modules = [...(meta('crafti:modules')?.split(' ') ?? []), ...routeChunks(meta('crafti:routes'), window.location.pathname)];
  // One insertion into <head>, not one per chunk: each is a style invalidation of the document.
  // Before the pre-rendered style tags, which stay last (lib/emotion-in-place.ts).
  const links = document.createDocumentFragment();
  for (const href of modules.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.insertBefore(links, document.head.querySelector('style'));
}

function start() {
  preloadPageModules();
  void import('./boot').then((m) => m.boot());
}

// /config.json is a few hundred bytes that every API call and the session check wait for: ask now,
// not once the app has downloaded. A failure is logged by boot, which asks again.
loadConfig().catch(() => undefined);

// A frame, then a task: right after the next paint (at once in a hidden tab, which paints nothing).
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
