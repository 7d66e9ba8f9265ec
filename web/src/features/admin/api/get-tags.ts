import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

/** The same list, and the same cache entry (['tags']), as the public tag pickers read. */
export const TAGS_QUERY_KEY = ['tags'] as const;

export const getTags = () => call('GET /tags');

export function useTags() {
  return useQuery({ queryKey: TAGS_QUERY_KEY, queryFn: getTags });
}
