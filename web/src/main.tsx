import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes, preloadRoute } from './app/router';
import { currentUser, hasStoredSession, type SessionUser } from './lib/auth';
import { loadConfig } from './lib/config';
import { loadSessionServices } from './lib/session';

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
 * Boot without a waterfall. /config.json, the page's code and (with a stored session) the session
 * check all start at once. A signed-out visitor of a pre-rendered page (web/prerender.ts) gets the
 * HTML that is already on screen hydrated, waiting for nothing; a signed-in visitor's pages render
 * here once the session is known (the ID token names the role, so nothing waits for the API).
 */
async function boot() {
  const container = document.getElementById('root')!;
  const configLoad = loadConfig();
  // Not awaited by public pages: an API call that needs it reports the failure itself.
  configLoad.catch((err: unknown) => console.error(err));
  const route = preloadRoute(window.location.pathname);

  if (!hasStoredSession()) {
    // The page was rendered for this very path at build time: same tree, so hydrate it.
    if (container.dataset.prerendered === window.location.pathname) {
      hydrateRoot(container, app(null), {
        // React recovers from a mismatch by rendering afresh; say so, where a test and a developer see it.
        onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
      });
    } else {
      await route.catch(() => undefined);
      createRoot(container).render(app(null));
    }
    return;
  }

  void loadSessionServices();
  let initialUser: SessionUser | null;
  try {
    await configLoad;
    // The first session check: nothing renders until it is done.
    initialUser = await currentUser();
  } catch (err) {
    console.error(err);
    createRoot(container).render(<p style={{ padding: 24, fontFamily: 'system-ui' }}>Crafti could not start. Please reload the page.</p>);
    return;
  }
  // A signed-in visitor's bar and pages differ from the pre-rendered (signed-out) HTML: render afresh.
  createRoot(container).render(app(initialUser));
}

void boot();
