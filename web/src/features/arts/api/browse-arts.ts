import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type CallInput } from '@web/lib/api-client';
import { ARTS_QUERY_KEY } from './keys';

export type BrowseQuery = NonNullable<CallInput<'GET /api/arts'>['query']>;

export const browseArts = (query: BrowseQuery) => call('GET /api/arts', { query });

export const browseArtsQuery = (query: BrowseQuery) => queryOptions({ queryKey: [...ARTS_QUERY_KEY, 'browse', query], queryFn: () => browseArts(query) });

/** One page of Browse Arts for these filters (also the dashboards' first four). */
export function useBrowseArts(query: BrowseQuery, { staleTime }: { staleTime?: number } = {}) {
  return useQuery({ ...browseArtsQuery(query), placeholderData: keepPreviousData, staleTime });
}
