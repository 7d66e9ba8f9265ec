import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { ApiError, call, setUnauthorizedHandler } from './api-client';

/**
 * What only a signed-in visitor (or one signing in) needs: the server-state cache and the API
 * client. Loaded on demand by lib/session.tsx, so a signed-out visitor of a public page never
 * downloads TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves on retry.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** The spec's role detection: GET /user-role/{userId}. */
export const fetchRole = (userId: string) => call('GET /user-role/{userId}', { params: { userId } }).then((r) => r.role);

export { call, setUnauthorizedHandler };

/** `Component` under the app's one QueryClient. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
