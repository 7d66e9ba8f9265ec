import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';

/**
 * Blocking (issue 32 item 4): the state between the signed-in person and another (a profile, a
 * conversation), the Blocked people list of the settings, and blocking or unblocking. Shared: the
 * people, chat and profile features use it.
 */
export const blockKeys = {
  all: ['blocks'] as const,
  state: (userId: string | undefined) => [...blockKeys.all, 'state', userId] as const,
  list: () => [...blockKeys.all, 'list'] as const,
};

export const getBlockState = (userId: string) => call('GET /api/blocks/{userId}', { params: { userId } });

/** Whether a block stands between the signed-in person and `userId` (null: none), read again when either blocks or unblocks. */
export function useBlockState(userId: string | undefined, enabled = true) {
  const queryClient = useQueryClient();
  useLiveMessage('block', (m) => {
    if (m.other_id === userId)
      queryClient.setQueryData(blockKeys.state(userId), { user_id: userId, blocked: m.blocked });
  });
  return useQuery({
    queryKey: blockKeys.state(userId),
    queryFn: () => getBlockState(userId!),
    enabled: Boolean(userId) && enabled,
  });
}

export const listBlocks = (cursor?: string) => call('GET /api/blocks', { query: { cursor } });

/** The people the signed-in person blocked, a page at a time. */
export function useBlockedPeople() {
  return useInfiniteQuery({
    queryKey: blockKeys.list(),
    queryFn: ({ pageParam }) => listBlocks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

export const blockPerson = (userId: string) => call('PUT /api/blocks/{userId}', { params: { userId } });
export const unblockPerson = (userId: string) => call('DELETE /api/blocks/{userId}', { params: { userId } });

/** Blocks (`block: true`) or unblocks a person; the state and the list are read again. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      block ? blockPerson(userId) : unblockPerson(userId),
    onSuccess: (result) => queryClient.setQueryData(blockKeys.state(result.user_id), result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockKeys.all }),
  });
}
