import { useQuery } from '@tanstack/react-query';
import type { VerificationRow } from '@shared/schemas/verification';
import { api } from '@web/lib/api-client';

export const VERIFICATIONS_QUERY_KEY = ['admin', 'verifications'] as const;

export const getVerifications = () => api<VerificationRow[]>('/api/artist-verifications');

/**
 * Every verification request. The document links expire after five minutes, so the list
 * is refreshed every four while the page is open.
 */
export function useVerifications() {
  return useQuery({ queryKey: VERIFICATIONS_QUERY_KEY, queryFn: getVerifications, staleTime: 60_000, refetchInterval: 240_000 });
}
