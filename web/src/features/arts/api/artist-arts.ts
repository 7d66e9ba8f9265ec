import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { ARTS_QUERY_KEY } from './keys';

export const getArtistArts = (artistId: string, cursor: string | null, limit?: number) =>
  call('GET /api/arts/{id}', { params: { id: artistId }, query: { cursor: cursor ?? undefined, limit } });

/** One page of an artist's arts, newest first, with their total (My Arts: six a page). */
export function useArtistArts(artistId: string | undefined, cursor: string | null, limit?: number) {
  return useQuery({
    queryKey: [...ARTS_QUERY_KEY, 'artist', artistId, cursor, limit],
    queryFn: () => getArtistArts(artistId!, cursor, limit),
    enabled: Boolean(artistId),
    placeholderData: keepPreviousData,
  });
}
