import { Route, Routes } from 'react-router';
import { PersonActionsContext } from '@web/components/person-actions';
import { preloadable } from '@web/lib/preloadable';
import type { SessionUser } from '@web/lib/stored-session';
import { RootLayout } from './layouts/root-layout';
import { personActions } from './person-actions';
import { Frame, page, preloadRequireRole, Screen, type Page } from './screen';

const pages = {
  home: page(() => import('@web/features/marketing/routes/home')),
  explore: page(() => import('@web/features/marketing/routes/explore')),
  aboutUs: page(() => import('@web/features/marketing/routes/about-us')),
  howItWorks: page(() => import('@web/features/marketing/routes/how-it-works')),
  privacyPolicy: page(() => import('@web/features/marketing/routes/privacy-policy')),
  terms: page(() => import('@web/features/marketing/routes/terms-and-conditions')),
  faq: page(() => import('@web/features/marketing/routes/faq')),
  login: page(() => import('@web/features/auth/routes/login')),
  register: page(() => import('@web/features/auth/routes/register')),
  passwordReset: page(() => import('@web/features/auth/routes/password-reset')),
  updatePassword: page(() => import('@web/features/auth/routes/update-password')),
  unsubscribe: page(() => import('@web/features/auth/routes/unsubscribe')),
};

/** Open to everyone (the spec's open routes). */
const OPEN_ROUTES: [string, Page][] = [
  ['/', pages.home],
  ['/home', pages.home],
  ['/explore', pages.explore],
  ['/about-us', pages.aboutUs],
  ['/how-it-works', pages.howItWorks],
  ['/privacy-policy', pages.privacyPolicy],
  ['/terms-and-conditions', pages.terms],
  ['/faq', pages.faq],
  ['/login', pages.login],
  ['/register', pages.register],
  ['/password-reset', pages.passwordReset],
  ['/update-password', pages.updatePassword],
  ['/unsubscribe', pages.unsubscribe],
];

/** Pages behind /login and /register's guard: a signed-in person goes home. */
const SIGNED_OUT_ONLY = new Set(['/login', '/register']);

/**
 * Every other path: the signed-in pages (and "not found"), in their own module, so a signed-out
 * visitor of a public page downloads neither their table nor their guard.
 */
const loadSignedInRoutes = () => import('./signed-in-routes');
const SignedInRoutes = preloadable(() => loadSignedInRoutes().then((m) => m.SignedInRoutes));

/**
 * Starts downloading the code of the page at `pathname` (and of its guard), so it loads beside
 * the session check instead of after the first render.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const found = OPEN_ROUTES.find(([path]) => path === pathname);
  if (!found)
    return Promise.all([SignedInRoutes.preload(), loadSignedInRoutes().then((m) => m.preloadSignedInRoute(pathname))]);
  const [path, p] = found;
  return Promise.all([p.preload(), SIGNED_OUT_ONLY.has(path) ? preloadRequireRole() : undefined]);
}

/** What the signed-in page at `pathname` shows first, into the query cache (boot.tsx, before the first render). */
export function warmRoute(pathname: string, who: SessionUser): Promise<unknown> {
  if (OPEN_ROUTES.some(([path]) => path === pathname)) return Promise.resolve();
  return loadSignedInRoutes().then((m) => m.warmSignedInRoute(pathname, who));
}

/** The routes, inside the router the entry gives them (BrowserRouter in the browser, StaticRouter when pre-rendering). */
export function AppRoutes() {
  return (
    <PersonActionsContext value={personActions}>
      <Routes>
        <Route element={<RootLayout />}>
          {OPEN_ROUTES.map(([path, p]) => (
            <Route
              key={path}
              path={path}
              element={<Screen page={p} access={SIGNED_OUT_ONLY.has(path) ? 'signed-out' : undefined} />}
            />
          ))}
          <Route
            path="*"
            element={
              <Frame>
                <SignedInRoutes />
              </Frame>
            }
          />
        </Route>
      </Routes>
    </PersonActionsContext>
  );
}
