import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Commission } from '@shared/schemas/commissions';
import { call } from '@web/lib/api-client';
import { useLiveMessage, useLiveOpen } from '@web/lib/live';

/**
 * A project's commission (issue 31): its terms, money, milestones, deliveries, timeline, and the
 * cancellation or dispute, as both sides read them; and the writes on it. Every write answers the
 * commission as it now is, which replaces the one shown.
 */
export const commissionKeys = {
  all: ['commission'] as const,
  detail: (projectId: string | undefined) => [...commissionKeys.all, 'detail', projectId] as const,
};

/**
 * The project's commission, read again on window focus and on every live `notification` push
 * (each change the other side or the server makes notifies both sides), and when the socket
 * (re)opens, since pushes sent meanwhile are lost.
 */
export function useCommission(projectId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: commissionKeys.all });
  useLiveMessage('notification', refresh);
  useLiveOpen(refresh);
  return useQuery({
    queryKey: commissionKeys.detail(projectId),
    queryFn: () => call('GET /api/projects/{id}/commission', { params: { id: projectId! } }),
    enabled: Boolean(projectId),
    refetchOnWindowFocus: 'always',
  });
}

/** A write whose answer (`{ message, commission }`) replaces the commission shown; it resolves with the message. */
function useCommissionWrite<V>(
  projectId: string,
  write: (vars: V) => Promise<{ message: string; commission: Commission }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => queryClient.setQueryData(commissionKeys.detail(projectId), answer.commission),
    // A refusal may mean the commission changed meanwhile (someone else's write): read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: commissionKeys.detail(projectId) }),
  });
}

/** Opens a PayMongo checkout for the next milestone (or the whole price); the caller goes to its page. */
export function useFund(projectId: string) {
  return useMutation({ mutationFn: () => call('POST /api/projects/{id}/fund', { params: { id: projectId } }) });
}

export const useDeliver = (projectId: string) =>
  useCommissionWrite(projectId, ({ position, note, files }: { position: number; note: string; files: string[] }) =>
    call('POST /api/projects/{id}/milestones/{position}/deliver', {
      params: { id: projectId, position },
      body: { note, files },
    }),
  );

export const useApprove = (projectId: string) =>
  useCommissionWrite(projectId, (position: number) =>
    call('POST /api/projects/{id}/milestones/{position}/approve', { params: { id: projectId, position } }),
  );

export const useAskRevision = (projectId: string) =>
  useCommissionWrite(projectId, ({ position, note }: { position: number; note: string }) =>
    call('POST /api/projects/{id}/milestones/{position}/revision', {
      params: { id: projectId, position },
      body: { note },
    }),
  );

export const usePostUpdate = (projectId: string) =>
  useCommissionWrite(projectId, (body: { position: number; note: string; image_key?: string }) =>
    call('POST /api/projects/{id}/timeline', { params: { id: projectId }, body }),
  );

export const useAskCancel = (projectId: string) =>
  useCommissionWrite(projectId, (reason: string) =>
    call('POST /api/projects/{id}/cancel', { params: { id: projectId }, body: { reason } }),
  );

export const useAgreeCancel = (projectId: string) =>
  useCommissionWrite(projectId, () => call('POST /api/projects/{id}/cancel/agree', { params: { id: projectId } }));

export const useWithdrawCancel = (projectId: string) =>
  useCommissionWrite(projectId, () => call('DELETE /api/projects/{id}/cancel', { params: { id: projectId } }));

export const useOpenDispute = (projectId: string) =>
  useCommissionWrite(projectId, (reason: string) =>
    call('POST /api/projects/{id}/dispute', { params: { id: projectId }, body: { reason } }),
  );
