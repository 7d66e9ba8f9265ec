import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PersonActionsContext } from '@web/components/person-actions';
import { RootLayout } from './layouts/root-layout';
import { personActions } from './person-actions';
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
  usersTable: page(() => import('@web/features/admin/routes/users-table')),
  tagsTable: page(() => import('@web/features/admin/routes/tags-table')),
  verification: page(() => import('@web/features/admin/routes/verification')),
  adminProfile: page(() => import('@web/features/admin/routes/admin-profile')),
  editAdminProfile: page(() => import('@web/features/admin/routes/edit-admin-profile')),
  auditLog: page(() => import('@web/features/admin/routes/audit-log')),
  artistProfile: page(() => import('@web/features/profile/routes/artist-profile')),
  editArtistProfile: page(() => import('@web/features/profile/routes/edit-artist-profile')),
  clientProfile: page(() => import('@web/features/profile/routes/client-profile')),
  editClientProfile: page(() => import('@web/features/profile/routes/edit-client-profile')),
  artistVerification: page(() => import('@web/features/profile/routes/artist-verification')),
  uploadArt: page(() => import('@web/features/arts/routes/upload-art')),
  editArt: page(() => import('@web/features/arts/routes/edit-art')),
  myArts: page(() => import('@web/features/arts/routes/my-arts')),
  browseArts: page(() => import('@web/features/arts/routes/browse-arts')),
  artDetail: page(() => import('@web/features/arts/routes/art-detail')),
  artsTable: page(() => import('@web/features/admin/routes/arts-table')),
  cart: page(() => import('@web/features/cart/routes/cart')),
  checkout: page(() => import('@web/features/checkout/routes/checkout')),
  checkoutComplete: page(() => import('@web/features/checkout/routes/checkout-complete')),
  notifications: page(() => import('@web/features/notifications/routes/notifications')),
  transactionHistory: page(() => import('@web/features/orders/routes/transaction-history')),
  messages: page(() => import('@web/features/chat/routes/messages')),
  messagePopup: page(() => import('@web/features/chat/routes/message-popup')),
  notFound: page(() => import('@web/features/misc/routes/not-found')),
};

/** Open to everyone (the spec's open routes); a signed-in person on /login or /register goes home. */
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
  ['/users-table', pages.usersTable],
  ['/tags-table', pages.tagsTable],
  ['/verification', pages.verification],
  ['/admin-profile', pages.adminProfile],
  ['/edit-admin-profile', pages.editAdminProfile],
  ['/audit-log', pages.auditLog],
  ['/artist-profile', pages.artistProfile],
  ['/edit-artist-profile', pages.editArtistProfile],
  ['/client-profile', pages.clientProfile],
  ['/edit-client-profile', pages.editClientProfile],
  ['/artist-verification', pages.artistVerification],
  ['/upload-art', pages.uploadArt],
  ['/artist-post-arts', pages.uploadArt],
  ['/edit-art/:artId', pages.editArt],
  ['/artist-arts', pages.myArts],
  ['/browse-arts', pages.browseArts],
  ['/art/:artId', pages.artDetail],
  ['/arts-table', pages.artsTable],
  ['/cart', pages.cart],
  ['/checkout', pages.checkout],
  ['/checkout/complete', pages.checkoutComplete],
  ['/notifications', pages.notifications],
  ['/transaction-history', pages.transactionHistory],
  ['/messages', pages.messages],
  ['/message-popup', pages.messagePopup],
  ['*', pages.notFound],
];

/**
 * Who may open a page (signed in or out, which role) and where everyone else goes:
 * app/require-role.tsx, loaded with the first page that needs it, out of the first load of `/`.
 */
const RequireRole = lazy(() => import('./require-role').then((m) => ({ default: m.RequireRole })));

/** Each route renders inside its own error boundary and suspense fallback, and its guard if it has one. */
function Screen({ page: Page, access }: { page: Page; access?: 'signed-in' | 'signed-out' }) {
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
        {access ? (
          <RequireRole access={access}>
            <Page />
          </RequireRole>
        ) : (
          <Page />
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <PersonActionsContext value={personActions}>
      <Routes>
        <Route element={<RootLayout />}>
          {OPEN_ROUTES.map(([path, p]) => (
            <Route key={path} path={path} element={<Screen page={p} access={path === '/login' || path === '/register' ? 'signed-out' : undefined} />} />
          ))}
          {SIGNED_IN_ROUTES.map(([path, p]) => (
            <Route
              key={path}
              path={path}
              element={<Screen page={p} access="signed-in" />}
            />
          ))}
        </Route>
      </Routes>
      </PersonActionsContext>
    </BrowserRouter>
  );
}
