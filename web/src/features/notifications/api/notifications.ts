import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { useLiveFallback } from '@web/lib/live-state';

/** Every notifications query lives under `notificationKeys.all` (the badge's count too: @web/api/counts). */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Every page of every person's list. */
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (userId: string | undefined, cursor: string | null) => [...notificationKeys.lists(), userId, cursor] as const,
};

/** A page of the person's notifications, 10 a page (part 2 §8). */
export function useNotifications(userId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: notificationKeys.list(userId, cursor),
    // The spec's API answered 404 for "none yet"; this one answers an empty page.
    queryFn: () => call('GET /notifications/{id}', { params: { id: userId! }, query: { cursor: cursor ?? undefined } }),
    enabled: Boolean(userId),
    placeholderData: (previous) => previous,
    // Pushes refresh it (the page's useLiveMessage); while there is no socket, it polls.
    ...useLiveFallback(),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call('PUT /notifications/{id}/read', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useMarkAllRead(userId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call('PUT /notifications/{id}/mark-all-as-read', { params: { id: userId! } }),
    onSuccess: refresh,
  });
}

export function useDeleteNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /notifications/{id}', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useDeleteAllNotifications(userId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call('DELETE /notifications/{id}/all', { params: { id: userId! } }),
    onSuccess: refresh,
  });
}
