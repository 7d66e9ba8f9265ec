import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@shared/schemas/tags';
import { api } from '@web/lib/api-client';

export const getTags = () => api<Tag[]>('/tags', { auth: false });

export function useTags() {
  return useQuery({ queryKey: ['tags'], queryFn: getTags, staleTime: 60_000 });
}
