import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const getVerifiedArtists = (limit: number) => call('GET /verified-artists', { query: { limit } });

export const verifiedArtistsQuery = (limit: number) => queryOptions({ queryKey: ['verified-artists', limit], queryFn: () => getVerifiedArtists(limit) });

export function useVerifiedArtists(limit = 4, { staleTime }: { staleTime?: number } = {}) {
  return useQuery({ ...verifiedArtistsQuery(limit), staleTime });
}
