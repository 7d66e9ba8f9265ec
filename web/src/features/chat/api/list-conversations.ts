import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { chatKeys } from './keys';

export const listConversations = (search: string, cursor?: string) => call('GET /conversations', { query: { search: search || undefined, cursor } });

/** My conversations, most recent first (or those matching `search`), a page at a time. */
export function useConversations(search: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.conversations(search),
    queryFn: ({ pageParam }) => listConversations(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}
