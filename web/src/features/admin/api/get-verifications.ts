import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const VERIFICATIONS_QUERY_KEY = ['admin', 'verifications'] as const;

export const getVerifications = (search: string, cursor: string | null) =>
  call('GET /api/artist-verifications', { query: { search: search || undefined, cursor: cursor ?? undefined } });

/** One page of verification requests, searched (artist name or status) and paged on the server. */
export function useVerifications(search: string, cursor: string | null) {
  return useQuery({ queryKey: [...VERIFICATIONS_QUERY_KEY, search, cursor], queryFn: () => getVerifications(search, cursor), placeholderData: keepPreviousData });
}
