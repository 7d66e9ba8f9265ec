import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error';

type Page = LazyExoticComponent<ComponentType>;

/** A lazily loaded page module; each module exports its page as `Component`. */
function page(load: () => Promise<{ Component: ComponentType }>): Page {
  return lazy(() => load().then((m) => ({ default: m.Component })));
}

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
  dashboard: page(() => import('@web/features/dashboard/routes/dashboard')),
  adminDashboard: page(() => import('@web/features/admin/routes/admin-dashboard')),
  notFound: page(() => import('@web/features/misc/routes/not-found')),
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
];

/** Behind the guard: a signed-out visitor is sent to /login and brought back. */
const SIGNED_IN_ROUTES: [string, Page][] = [
  ['/dashboard', pages.dashboard],
  ['/admin-dashboard', pages.adminDashboard],
  ['*', pages.notFound],
];

/** Each route renders inside its own error boundary and suspense fallback. */
function Screen({ page: Page }: { page: Page }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense
        fallback={
          <Center py="24">
            <Spinner size="lg" color="brand.500" aria-label="Loading" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          {OPEN_ROUTES.map(([path, p]) => (
            <Route key={path} path={path} element={<Screen page={p} />} />
          ))}
          {SIGNED_IN_ROUTES.map(([path, p]) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAuth>
                  <Screen page={p} />
                </RequireAuth>
              }
            />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
