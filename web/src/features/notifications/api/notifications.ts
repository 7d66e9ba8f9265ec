import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCodes } from '@shared/api/errors';
import { call, isApiError } from '@web/lib/api-client';
import { useLiveFallback } from '@web/lib/live-state';

/** Every notifications query lives under ['notifications'] (the badge's count is ['notifications', 'count', userId]). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** A page of the person's notifications, 10 a page; a 404 means there are none (part 2 §8). */
export function useNotifications(userId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', userId, cursor],
    queryFn: async () => {
      try {
        return await call('GET /notifications/{id}', { params: { id: userId! }, query: { cursor: cursor ?? undefined } });
      } catch (err) {
        if (isApiError(err, ErrorCodes.notificationNotFound)) return { notifications: [], cursor: null, unread: 0 };
        throw err;
      }
    },
    enabled: Boolean(userId),
    placeholderData: (previous) => previous,
    // Pushes refresh it (the page's useLiveMessage); while there is no socket, it polls.
    ...useLiveFallback(),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => call('PUT /notifications/{id}/read', { params: { id } }), onSuccess: refresh });
}

export function useMarkAllRead(userId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => call('PUT /notifications/{id}/mark-all-as-read', { params: { id: userId! } }), onSuccess: refresh });
}

export function useDeleteNotification() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => call('DELETE /notifications/{id}', { params: { id } }), onSuccess: refresh });
}

export function useDeleteAllNotifications(userId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => call('DELETE /notifications/{id}/all', { params: { id: userId! } }), onSuccess: refresh });
}
