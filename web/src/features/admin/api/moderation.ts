import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealOutcome, ModerationAction, ReportKind } from '@shared/messages/moderation';
import { adminKeys } from '@web/api/admin';
import { moderationKeys } from '@web/api/moderation';
import { call } from '@web/lib/api-client';

/** The moderation queue (issue 32): open cases by kind, the admins' decisions, the appeals to decide. */

export function useModerationQueue(kind: ReportKind | '', cursor: string | null) {
  return useQuery({
    queryKey: moderationKeys.queue(kind, cursor),
    queryFn: () => call('GET /admin/moderation', { query: { kind: kind || undefined, cursor: cursor ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAppeals(cursor: string | null) {
  return useQuery({
    queryKey: moderationKeys.appeals(cursor),
    queryFn: () => call('GET /admin/appeals', { query: { cursor: cursor ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes the queue, the appeals and the audit log after a decision. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
    ]);
}

/** Dismiss, hide, warn or suspend, with the reason the affected person reads. */
export function useCaseAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ caseId, action, reason }: { caseId: string; action: ModerationAction; reason: string }) =>
      call('POST /admin/moderation/{caseId}/{action}', { params: { caseId, action }, body: { reason } }),
    onSettled: refresh,
  });
}

/** Upholds or reverses an appeal (another admin than the one who acted). */
export function useDecideAppeal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ appealId, outcome, reason }: { appealId: string; outcome: AppealOutcome; reason: string }) =>
      call('POST /admin/appeals/{appealId}/decide', { params: { appealId }, body: { outcome, reason } }),
    onSettled: refresh,
  });
}
