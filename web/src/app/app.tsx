import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import type { SessionUser } from '@web/lib/stored-session';
import { AuthProvider, lazyWithQueries, useAuth } from '@web/lib/session';
import { preloadNavCounts } from './layouts/navbar';
import { appSystem } from './theme';

/**
 * The providers around the routes. The router comes from the entry: BrowserRouter in the browser
 * (main.tsx), StaticRouter when public pages are pre-rendered at build time (entry-server.tsx).
 * The query cache is not here: pages that read server state bring it (lazyWithQueries).
 */
const SignedInLive = lazyWithQueries(() => import('./signed-in-live').then((m) => m.SignedInLive));

/**
 * What a signed-in person's first render shows beside the page (the bar's badges, the live
 * connection): loaded before it, so nothing in it suspends and the page appears in one step.
 */
export const preloadSignedInParts = () => Promise.all([preloadNavCounts(), SignedInLive.preload()]);

/** The bar's counts, into the query cache before the first render (boot.tsx). */
export const warmSignedInParts = (who: SessionUser) => import('./layouts/nav-counts').then((m) => m.warmCounts(who));

/** The live connection while someone is signed in (app/signed-in-live.tsx). */
function LiveWhenSignedIn() {
  const { status, user } = useAuth();
  if (status !== 'signed-in' || !user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInLive key={user.userId} userId={user.userId} />
    </Suspense>
  );
}

export function App({ initialUser, children }: { initialUser: SessionUser | null; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <AuthProvider initialUser={initialUser}>
        {children}
        <LiveWhenSignedIn />
      </AuthProvider>
    </ChakraProvider>
  );
}
