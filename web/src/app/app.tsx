import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SessionUser } from '@web/lib/auth';
import { AuthProvider } from '@web/lib/session';
import { system } from './theme';

/**
 * The providers around the routes. The router comes from the entry: BrowserRouter in the browser
 * (main.tsx), StaticRouter when public pages are pre-rendered at build time (entry-server.tsx).
 * The query cache is not here: pages that read server state bring it (lazyWithQueries).
 */
export function App({ initialUser, children }: { initialUser: SessionUser | null; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AuthProvider initialUser={initialUser}>{children}</AuthProvider>
    </ChakraProvider>
  );
}
