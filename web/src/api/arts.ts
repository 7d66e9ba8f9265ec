import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type CallInput } from '@web/lib/api-client';

/**
 * The arts' query keys, and the arts data other features read (the dashboard's first artworks and
 * verified artists); the arts feature's own queries and writes are in features/arts/api/arts.ts.
 * Every arts query lives under `artKeys.all`, so a write refreshes all the grids at once.
 */
export const artKeys = {
  all: ['arts'] as const,
  browse: (query: BrowseQuery) => [...artKeys.all, 'browse', query] as const,
  artist: (artistId: string | undefined, cursor: string | null, limit: number | undefined) =>
    [...artKeys.all, 'artist', artistId, cursor, limit] as const,
  detail: (artId: string | undefined) => [...artKeys.all, 'one', artId] as const,
};

/** Verified artists are people, not arts: an arts write does not read them again. */
export const verifiedArtistKeys = {
  all: ['verified-artists'] as const,
  list: (limit: number) => [...verifiedArtistKeys.all, limit] as const,
};

export type BrowseQuery = NonNullable<CallInput<'GET /api/arts'>['query']>;

export const browseArts = (query: BrowseQuery) => call('GET /api/arts', { query });

export const browseArtsQuery = (query: BrowseQuery) =>
  queryOptions({ queryKey: artKeys.browse(query), queryFn: () => browseArts(query) });

/** One page of Browse Arts for these filters (also the dashboards' first four). */
export function useBrowseArts(query: BrowseQuery, { staleTime }: { staleTime?: number } = {}) {
  return useQuery({ ...browseArtsQuery(query), placeholderData: keepPreviousData, staleTime });
}

export const getVerifiedArtists = (limit: number) => call('GET /verified-artists', { query: { limit } });

export const verifiedArtistsQuery = (limit: number) =>
  queryOptions({ queryKey: verifiedArtistKeys.list(limit), queryFn: () => getVerifiedArtists(limit) });

export function useVerifiedArtists(limit = 4, { staleTime }: { staleTime?: number } = {}) {
  return useQuery({ ...verifiedArtistsQuery(limit), staleTime });
}
