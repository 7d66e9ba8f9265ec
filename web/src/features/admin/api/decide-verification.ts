import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { AUDIT_LOG_QUERY_KEY } from './get-audit-log';
import { verificationQueryKey } from './get-verification';
import { VERIFICATIONS_QUERY_KEY } from './get-verifications';

export type Decision = 'approved' | 'rejected';

export const decideVerification = ({ id, decision }: { id: string; decision: Decision }) =>
  decision === 'approved'
    ? call('POST /api/artist-verification/{id}/approved', { params: { id } })
    : call('POST /api/artist-verification/{id}/rejected', { params: { id } });

/** Approves or rejects a request; the list, the request, the dashboard's verified count and the audit log are refetched. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: (_result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: VERIFICATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: verificationQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY });
    },
  });
}
