import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

/** The tags: one list and one cache entry for the art forms' pickers and the admin's tag manager (whose writes are in features/admin). */
export const tagKeys = {
  all: ['tags'] as const,
};

export const getTags = () => call('GET /tags');

/** The tags; the art forms' pickers keep them a minute, the admin's manager reads them on every visit (`staleTime: 0`). */
export function useTags({ staleTime = 60_000 }: { staleTime?: number } = {}) {
  return useQuery({ queryKey: tagKeys.all, queryFn: getTags, staleTime });
}
