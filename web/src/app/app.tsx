import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@web/lib/api-client';
import type { SessionUser } from '@web/lib/auth';
import { AuthProvider, useAuth } from '@web/lib/session';
import { AppRoutes } from './router';
import { system } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves on retry.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * The live connection (lib/live.tsx) and the badges it drives: loaded and opened only for a
 * signed-in person, closed on sign-out (or when another person signs in to this tab).
 */
function SignedInLive() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const userId = status === 'signed-in' ? user?.userId : undefined;
  useEffect(() => {
    if (!userId) return;
    const live = import('./live-session').then((m) => m.startLiveSession(queryClient, userId));
    return () => void live.then((stop) => stop());
  }, [userId, queryClient]);
  return null;
}

export function App({ initialUser }: { initialUser: SessionUser | null }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider initialUser={initialUser}>
          <AppRoutes />
          <SignedInLive />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
