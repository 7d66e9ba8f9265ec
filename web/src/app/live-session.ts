import type { QueryClient } from '@tanstack/react-query';
import { followLiveCounts } from '@web/api/live-counts';
import { startLiveConnection } from '@web/lib/live-socket';

/**
 * What a signed-in tab keeps live: its socket and the navigation badges. app.tsx loads this
 * module only once someone is signed in, and calls the returned function on sign-out.
 */
export function startLiveSession(queryClient: QueryClient, userId: string): () => void {
  const stopCounts = followLiveCounts(queryClient, userId);
  const stopSocket = startLiveConnection();
  return () => {
    stopSocket();
    stopCounts();
  };
}
