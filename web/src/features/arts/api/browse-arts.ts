import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type CallInput } from '@web/lib/api-client';
import { ARTS_QUERY_KEY } from './keys';

export type BrowseQuery = NonNullable<CallInput<'GET /api/arts'>['query']>;

export const browseArts = (query: BrowseQuery) => call('GET /api/arts', { query });

/** One page of Browse Arts for these filters (also the dashboards' first four). */
export function useBrowseArts(query: BrowseQuery) {
  return useQuery({ queryKey: [...ARTS_QUERY_KEY, 'browse', query], queryFn: () => browseArts(query), placeholderData: keepPreviousData });
}
