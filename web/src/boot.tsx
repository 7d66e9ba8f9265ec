import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, preloadSignedInParts, warmSignedInParts } from './app/app';
import { AppRoutes, preloadRoute, warmRoute } from './app/router';
import { makeAppSystem } from './app/theme';
import { hasStoredSession, type SessionUser } from './lib/stored-session';
import { loadConfig } from './lib/config';
import { loadSessionServices } from './lib/session';
import { FRAME_ATTR } from './lib/signed-in-frame';

/** Longest a signed-in page's first render waits for what it shows first. */
const WARM_WAIT_MS = 500;

/** Lets the browser paint and answer input between two long pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const app = (initialUser: SessionUser | null) => (
  <StrictMode>
    <App initialUser={initialUser}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

/**
 * Boot without a waterfall (main.tsx runs this once the page has painted). /config.json (already
 * asked for by main.tsx), the page's code and (with a stored session) the session check all go at
 * once. A signed-out visitor of a pre-rendered page (web/prerender.ts) gets the HTML that is
 * already on screen hydrated, waiting for nothing; a signed-in visitor's pages render here once
 * the session is known (the ID token names the role, so nothing waits for the API).
 */
export async function boot({ onHydrating }: { onHydrating?: () => void } = {}) {
  const container = document.getElementById('root')!;
  const configLoad = loadConfig();
  // Not awaited by public pages (main.tsx logged a failure): an API call that needs it reports it.
  configLoad.catch(() => undefined);
  const route = preloadRoute(window.location.pathname);

  // Tasks, not one: loading this module, making Chakra's system (in steps), then rendering.
  await yieldToBrowser();
  await makeAppSystem(yieldToBrowser);
  await yieldToBrowser();

  if (!hasStoredSession()) {
    // The page was rendered for this very path at build time: same tree, so hydrate it.
    if (container.dataset.prerendered === window.location.pathname) {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for all of it: the page already shows, and a tap is answered sooner.
      startTransition(() => {
        hydrateRoot(container, app(null), {
          // React recovers from a mismatch by rendering afresh; say so, where a test and a developer see it.
          onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
        });
      });
    } else {
      await route.catch(() => undefined);
      createRoot(container).render(app(null));
    }
    // React answers what happens from here on itself (it replays a tap on a part not hydrated yet).
    onHydrating?.();
    return;
  }

  void loadSessionServices();
  // The first render waits for the page's code and the bar's too (all downloading since main.tsx
  // asked for them): rendered before, each would suspend and appear in its own step (lib/preloadable.ts).
  // A failure is the page's error boundary's to show.
  const code = Promise.all([route, preloadSignedInParts()]).catch(() => undefined);
  let initialUser: SessionUser | null;
  try {
    await configLoad;
    // The first session check: nothing renders until it is done.
    initialUser = await (await import('./lib/auth')).currentUser();
  } catch (err) {
    console.error(err);
    createRoot(container).render(
      <p style={{ padding: 24, fontFamily: 'system-ui' }}>Crafti could not start. Please reload the page.</p>,
    );
    return;
  }
  await code;
  // What the page and the bar show first, into the query cache (the entry asked for it already):
  // one render with it, not one with loading states and another once it arrives. Data that takes
  // longer shows its loading state first.
  if (initialUser) {
    const warmed = Promise.all([
      warmRoute(window.location.pathname, initialUser),
      warmSignedInParts(initialUser),
    ]).catch(() => undefined);
    await Promise.race([warmed, new Promise((resolve) => setTimeout(resolve, WARM_WAIT_MS))]);
  }
  // A signed-in visitor's bar and pages differ from the pre-rendered (signed-out) HTML: render afresh,
  // as a transition: the browser gets a turn every few milliseconds instead of one long task.
  // A frame painted from the shell (lib/signed-in-frame.ts) is replaced by this render; the page's
  // own loading state, if it shows one, is not the frame's to hide.
  container.removeAttribute(FRAME_ATTR);
  const root = createRoot(container);
  startTransition(() => root.render(app(initialUser)));
}
