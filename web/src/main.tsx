/**
 * The entry: lets the browser paint the page (pre-rendered HTML and its CSS) before any of the
 * app's code downloads or runs, then asks for all of it at once: the chunks the page lists
 * (web/prerender.ts: the app and the page's own), side by side, and runs boot.tsx.
 */
function preloadPageModules() {
  const modules = document.querySelector<HTMLMetaElement>('meta[name="crafti:modules"]')?.content.split(' ') ?? [];
  for (const href of modules.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function start() {
  preloadPageModules();
  void import('./boot').then((m) => m.boot());
}

// A frame, then a task: right after the next paint (at once in a hidden tab, which paints nothing).
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
