import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@shared/schemas/tags';
import { api } from '@web/lib/api-client';

/** The same list, and the same cache entry (['tags']), as the public tag pickers read. */
export const TAGS_QUERY_KEY = ['tags'] as const;

export const getTags = () => api<Tag[]>('/tags', { auth: false });

export function useTags() {
  return useQuery({ queryKey: TAGS_QUERY_KEY, queryFn: getTags });
}
