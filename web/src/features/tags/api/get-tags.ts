import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const getTags = () => call('GET /tags');

export function useTags() {
  return useQuery({ queryKey: ['tags'], queryFn: getTags, staleTime: 60_000 });
}
