import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export type ListedRole = 'Artist' | 'Client';

/** Other people as the directory, a public profile and the visit log show them; every such query lives under `peopleKeys.all`. */
export const peopleKeys = {
  all: ['people'] as const,
  directory: (role: ListedRole, query: { search: string; limit: number; cursor: string | null }) =>
    [...peopleKeys.all, 'directory', role, query.search, query.limit, query.cursor] as const,
  profile: (role: ListedRole, userId: string | undefined) => [...peopleKeys.all, 'profile', role, userId] as const,
  preferences: (role: ListedRole, userId: string | undefined) =>
    [...peopleKeys.all, 'preferences', role, userId] as const,
  artworks: (artistId: string | undefined) => [...peopleKeys.all, 'artworks', artistId] as const,
  visits: (userId: string | undefined, cursor: string | null) => [...peopleKeys.all, 'visits', userId, cursor] as const,
};

export function useDirectory(role: ListedRole, query: { search: string; limit: number; cursor: string | null }) {
  return useQuery({
    queryKey: peopleKeys.directory(role, query),
    queryFn: () => {
      const input = {
        query: { search: query.search || undefined, limit: query.limit, cursor: query.cursor ?? undefined },
      };
      return role === 'Artist' ? call('GET /artists', input) : call('GET /clients', input);
    },
    placeholderData: keepPreviousData,
  });
}

/** Find Match for the signed-in person: clients look for artists, artists for clients. */
export async function findMatches(want: ListedRole, userId: string) {
  if (want === 'Artist') return (await call('GET /match-artists/{userId}', { params: { userId } })).matches;
  return (await call('GET /match-clients/{userId}', { params: { userId } })).matches1;
}

export function usePublicProfile(role: ListedRole, userId: string | undefined) {
  return useQuery({
    queryKey: peopleKeys.profile(role, userId),
    queryFn: () =>
      role === 'Artist'
        ? call('GET /artist-profile/{userId}', { params: { userId: userId! } })
        : call('GET /client-profile/{userId}', { params: { userId: userId! } }),
    enabled: Boolean(userId),
  });
}

export function usePublicPreferences(role: ListedRole, userId: string | undefined) {
  return useQuery({
    queryKey: peopleKeys.preferences(role, userId),
    queryFn: async (): Promise<Record<string, unknown> | null> =>
      role === 'Artist'
        ? call('GET /view-artist-preferences/{userId}', { params: { userId: userId! } })
        : call('GET /client-preferences/{userId}', { params: { userId: userId! } }),
    enabled: Boolean(userId),
  });
}

/** An artist's artworks: 6 first, 6 more per Load More (part 2 §4). */
export const ARTWORKS_STEP = 6;
export function useArtworks(artistId: string | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: peopleKeys.artworks(artistId),
    queryFn: ({ pageParam }) =>
      call('GET /api/arts/{id}', {
        params: { id: artistId! },
        query: { limit: ARTWORKS_STEP, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    // The store hands a cursor back whenever a page came full, even with nothing after it: an
    // artist with exactly 6 works would get a Load More that loads nothing. Their total says.
    getNextPageParam: (last, pages) =>
      last.total !== null && pages.reduce((n, p) => n + p.items.length, 0) >= last.total ? undefined : last.cursor,
    enabled: Boolean(artistId) && enabled,
  });
}

export const logVisit = (targetUserId: string, visitorId: string) =>
  call('POST /log-profile-visit/{targetUserId}', { params: { targetUserId }, body: { visitorId } });

export function useVisitCount(userId: string | undefined, enabled: boolean) {
  return useVisitLog(userId, null, enabled);
}

/** The owner's visit log: the count and who visited, newest day first, a page at a time. */
export function useVisitLog(userId: string | undefined, cursor: string | null, enabled = true) {
  return useQuery({
    queryKey: peopleKeys.visits(userId, cursor),
    queryFn: () =>
      call('GET /profile-visits/{userId}', { params: { userId: userId! }, query: { cursor: cursor ?? undefined } }),
    enabled: Boolean(userId) && enabled,
    placeholderData: keepPreviousData,
  });
}
