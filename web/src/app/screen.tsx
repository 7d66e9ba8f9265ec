import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { preloadable, type Preloadable } from '@web/lib/preloadable';
import type { SessionUser } from '@web/lib/stored-session';
import { RouteErrorBoundary } from './route-error';

export type PageModule = {
  Component: ComponentType;
  /**
   * Fetches what the page shows first into the query cache, so that its first render has it:
   * boot.tsx waits for it (a little) on a signed-in page's boot, when the entry has asked for
   * that data already (app/early-requests.ts).
   */
  warm?: (who: SessionUser) => Promise<unknown>;
};
export type Page = Preloadable<object>;

/**
 * A lazily loaded page module; each module exports its page as `Component`. `preload` starts the
 * download early (boot.tsx calls it for the page being opened, beside the session check).
 */
export function page(load: () => Promise<PageModule>): Page {
  return preloadable(() => load().then((m) => m.Component));
}

/** Who may open a page: app/require-role.tsx, loaded with the first page that needs it. */
const RequireRole = preloadable(() => import('./require-role').then((m) => m.RequireRole));
export const preloadRequireRole = RequireRole.preload;

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
