// Before the app's code: emotion is told how to adopt the pre-rendered styles before it starts.
import './lib/emotion-in-place';
import { inlineConfig, loadConfig } from './lib/config';
import { firstUseOrIdle, keepTapsUntilLive } from './lib/first-use';
import { modulePreloads, modulesToPreload, ROUTES_META, routeOf } from './lib/route-chunks';
import { EMPTY_SLOT, paintedFrame, PICTURE_SLOT_ATTR, pictureSlots } from './lib/signed-in-frame';
import { hasStoredSession } from './lib/stored-session';

/**
 * The entry: lets the browser paint a pre-rendered page (its HTML and CSS, and its main picture)
 * before any of the app's code downloads or runs, then asks for all of it at once: the chunks the
 * page lists (web/prerender.ts: the app and the page's own), side by side, and runs boot.tsx. So
 * for a signed-in page whose frame the shell painted (lib/signed-in-frame.ts), with its first
 * picture. Elsewhere the shell (app.html, the signed-in routes) shows nothing before its code: its
 * inline script asked for the app's and the route's chunks already, and the entry runs boot.tsx.
 */

/** A page pre-rendered at build time (web/prerender.ts), as opposed to the shell, app.html. */
const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
/** In the shell, a signed-in page's frame painted from it (shell-start.ts). */
const framed = !prerendered && paintedFrame() !== null;

/** In the shell, the signed-in route at hand (web/prerender.ts writes the table). */
const route = prerendered ? null : routeOf(meta(ROUTES_META), window.location.pathname);

/** Longest the app's code waits for the page's main picture. */
const PICTURE_WAIT_MS = 2500;

/**
 * /config.json is a few hundred bytes that every API call and the session check wait for. A
 * failure is logged by boot, which asks again.
 */
const askForConfig = () => void loadConfig().catch(() => undefined);

/** The next task: what comes after it runs once the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Links per task: starting a download costs the main thread a moment (more under a profiler), and
 * the twenty-odd chunks of a form page at once made one long task on a phone.
 */
const LINKS_PER_TASK = 4;

/** Preloads the page's chunks (in the shell, the route's), a few per task, in the order listed. */
async function preloadPageModules(): Promise<void> {
  const modules = modulesToPreload(route?.files ?? []);
  // Before the pre-rendered style tags, which stay last (lib/emotion-in-place.ts).
  const before = document.head.querySelector('style');
  for (let i = 0; i < modules.length; i += LINKS_PER_TASK) {
    if (i > 0) await nextTask();
    document.head.insertBefore(modulePreloads(modules.slice(i, i + LINKS_PER_TASK)), before);
  }
}

/**
 * Starts the app's code; `first` is what goes before React's evaluation (the shell's early
 * requests); `onHydrating` runs as a pre-rendered page's hydration starts.
 */
function start(first: Promise<void> = Promise.resolve(), onHydrating?: () => void) {
  // In a task of its own: starting a request costs the main thread a moment (more under a profiler).
  if (prerendered) void nextTask().then(askForConfig);
  // React DOM (the largest piece) is evaluated in a task of its own, then the app: two shorter
  // pieces of work instead of one long one. Both are downloading already (preloadPageModules).
  // Its task is not the one that sent the early requests: with its code cached, React DOM is
  // ready at once and would otherwise be evaluated in that task, making it one long one.
  void Promise.all([preloadPageModules(), first])
    .then(nextTask)
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./boot'))
    .then((m) => m.boot({ onHydrating }));
}

/**
 * The page's main picture (the pre-rendered `fetchpriority="high"` image, on pages that have one)
 * loaded and decoded: on a slow line the app's ~120 kB would otherwise share the bandwidth with it
 * and the picture, the largest thing on screen, would show later.
 */
function mainPictureShown(picture: HTMLImageElement): Promise<void> {
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      });
  const decoded = loaded.then(() => picture.decode()).catch(() => undefined);
  return Promise.race([decoded, new Promise<void>((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]);
}

/**
 * Once the browser reports a paint entry `seen` accepts (at once where it reports no such entries,
 * after `ms` at the latest). A frame drawn is not yet a frame shown: the report comes when it is on
 * screen, and what is fetched before that competes with it.
 */
function reported(
  type: 'paint' | 'largest-contentful-paint',
  seen: (entry: PerformanceEntry) => boolean,
  ms: number,
): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(seen)) done();
    });
    const timer = setTimeout(() => done(), ms);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type, buffered: true });
  });
}

/** After the picture is decoded, the frame that shows it is on screen within a few frames. */
const PICTURE_SHOWN_WAIT_MS = 500;

/** `picture` loaded, decoded and reported on screen as the largest paint. */
async function pictureOnScreen(picture: HTMLImageElement): Promise<void> {
  await mainPictureShown(picture);
  await reported(
    'largest-contentful-paint',
    (entry) => (entry as LargestContentfulPaint).element === picture,
    PICTURE_SHOWN_WAIT_MS,
  );
}

/** A pre-rendered page on screen: its first paint shown, then its main picture. */
async function prerenderedPageShown(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  await reported('paint', (entry) => entry.name === 'first-contentful-paint', PICTURE_WAIT_MS);
  if (picture) await pictureOnScreen(picture);
}

/**
 * The frame's first picture place (lib/first-pictures.ts) filled, or marked as staying empty:
 * the shell's script fills it once the page's first answer has come.
 */
function slotSettled(slot: HTMLImageElement): Promise<void> {
  const settled = () => slot.hasAttribute('src') || slot.getAttribute(PICTURE_SLOT_ATTR) === EMPTY_SLOT;
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!settled()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(slot, { attributes: true, attributeFilter: ['src', PICTURE_SLOT_ATTR] });
  });
}

/**
 * A signed-in page's frame on screen: its first paint shown, then its first picture, where it has a
 * place for one (all within PICTURE_WAIT_MS: an answer or a picture slower than that waits for no code).
 */
async function frameShown(): Promise<void> {
  await reported('paint', (entry) => entry.name === 'first-contentful-paint', PICTURE_WAIT_MS);
  const slot = pictureSlots()[0];
  if (!slot) return;
  const shown = slotSettled(slot).then(() => (slot.hasAttribute('src') ? pictureOnScreen(slot) : undefined));
  await Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]);
}

/**
 * A signed-in page's first data, asked for now, beside its code (app/early-requests.ts, loaded
 * beside the configuration: a public page's first load does not carry it), where the shell's
 * inline script (shell-start.ts) could not: the page carries no configuration (the Vite dev server).
 */
function startSignedInRequests(pattern: string): Promise<void> {
  return Promise.all([loadConfig(), import('./app/early-requests')]).then(
    ([config, { startPageRequests }]) => startPageRequests(config.apiUrl, pattern),
    () => undefined,
  );
}

// The shell asks for the configuration now: its page renders only once the session is known, and
// its first data can be asked for at once. A pre-rendered page shows without it and asks with its
// code, after the first paint, so that nothing but the page and its picture is fetched before that paint.
// The requests go out before React is evaluated, so that the round trip overlaps that work: the
// configuration comes about when React's chunk does.
// Where the shell carries its configuration, its inline script has asked already (and preloaded
// the route's chunks): app/early-requests.ts is needed here only under the Vite dev server.
let requestsAsked: Promise<void> | undefined;
if (!prerendered) {
  askForConfig();
  if (route && !inlineConfig()) requestsAsked = startSignedInRequests(route.pattern);
}

/**
 * A page a signed-out visitor reads (pre-rendered, with no form): its code runs on their first
 * use of it or once it has been idle this long (lib/first-use.ts). A signed-in visitor's page is
 * rendered afresh by the code, and a form is for typing into, so those start at once; so does a
 * page opened without a network (the worker's copy), whose code says the device is offline
 * (tests/bench/offline-open.ts: 4.4 s on the home page before).
 */
const READ_IDLE_MS = 3000;
const readerPage = prerendered && !document.querySelector('#root form') && !hasStoredSession() && navigator.onLine;

/** A tap before the code runs is pressed again once its button is live. */
const taps = readerPage ? keepTapsUntilLive() : null;

/** The code downloads now and runs on first use. */
function startOnFirstUse() {
  void preloadPageModules();
  void firstUseOrIdle(READ_IDLE_MS).then(() => start(undefined, taps?.replay));
}

// A pre-rendered page starts its code once the browser reports the page and its main picture on
// screen; so does a signed-in page's frame. The shell without a frame, which shows nothing before
// its code (its inline script preloaded the app's chunks), a hidden tab, which paints nothing, and
// a page opened offline start at once.
// Without a network the page's picture never comes: its code starts at once, to say so.
const painting = document.visibilityState !== 'hidden' && navigator.onLine;
if (prerendered && painting)
  void prerenderedPageShown().then(() => setTimeout(readerPage ? startOnFirstUse : start, 0));
else if (framed && painting) void frameShown().then(() => setTimeout(() => start(requestsAsked), 0));
else start(requestsAsked);
