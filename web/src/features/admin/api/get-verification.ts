import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const verificationQueryKey = (id: string | null) => ['admin', 'verification', id] as const;

export const getVerification = (id: string) => call('GET /api/artist-verification/{id}', { params: { id } });

/**
 * One request with links to its documents, made when the admin opens it. The links expire after
 * five minutes, so an open request refreshes them every four.
 */
export function useVerification(id: string | null) {
  return useQuery({ queryKey: verificationQueryKey(id), queryFn: () => getVerification(id!), enabled: id !== null, staleTime: 60_000, refetchInterval: 240_000 });
}
