import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '@web/api/moderation';
import { call } from '@web/lib/api-client';

/** The affected person's side (issue 32): the decisions against me, my appeals, a suspension's appeal. */

export function useMyModeration(userId: string | undefined) {
  return useQuery({
    queryKey: moderationKeys.mine(),
    queryFn: () => call('GET /api/moderation/mine'),
    enabled: Boolean(userId),
  });
}

/** Appeals one decision, once; the list reads again with the appeal's state. */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { action_id: string; text: string }) => call('POST /api/appeals', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.mine() }),
  });
}

/** A suspended person's appeal, with the token of the suspension e-mail's link (public: they cannot sign in). */
export const appealSuspension = (body: { token: string; text: string }) => call('POST /appeals/suspension', { body });
