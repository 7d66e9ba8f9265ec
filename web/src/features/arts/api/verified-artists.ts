import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const getVerifiedArtists = (limit: number) => call('GET /verified-artists', { query: { limit } });

export function useVerifiedArtists(limit = 4) {
  return useQuery({ queryKey: ['verified-artists', limit], queryFn: () => getVerifiedArtists(limit) });
}
