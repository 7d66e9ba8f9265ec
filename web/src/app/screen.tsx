import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorBoundary } from './route-error';

export type PageModule = { Component: ComponentType };
export type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded page module; each module exports its page as `Component`. `preload` starts the
 * download early (main.tsx calls it for the page being opened, beside the session check).
 */
export function page(load: () => Promise<PageModule>): Page {
  return Object.assign(
    lazy(() => load().then((m) => ({ default: m.Component }))),
    { preload: load },
  );
}

/** Who may open a page: app/require-role.tsx, loaded with the first page that needs it. */
export const loadRequireRole = () => import('./require-role');
const RequireRole = lazy(() => loadRequireRole().then((m) => ({ default: m.RequireRole })));

export type Access = 'signed-in' | 'signed-out';

/** While a page's code loads. */
export function Loading() {
  return (
    <Center py="24">
      <Spinner size="lg" color="brand.500" role="status" aria-label="Loading" />
    </Center>
  );
}

/** Each route renders inside its own error boundary and suspense fallback, and its guard if it has one. */
export function Screen({ page: Page, access }: { page: Page; access?: Access }) {
  return (
    <Frame>
      {access ? (
        <RequireRole access={access}>
          <Page />
        </RequireRole>
      ) : (
        <Page />
      )}
    </Frame>
  );
}

/** An error boundary reset by a change of page, around a suspense fallback. */
export function Frame({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
