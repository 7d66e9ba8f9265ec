import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import type { SessionUser } from '@web/lib/auth';
import { AuthProvider } from '@web/lib/session';
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

export function App({ initialUser }: { initialUser: SessionUser | null }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider initialUser={initialUser}>
          <AppRoutes />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
