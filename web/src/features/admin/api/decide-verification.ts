import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationRow } from '@shared/schemas/verification';
import { api } from '@web/lib/api-client';
import { withStatus } from '../utils/verifications';
import { AUDIT_LOG_QUERY_KEY } from './get-audit-log';
import { VERIFICATIONS_QUERY_KEY } from './get-verifications';

export type Decision = 'approved' | 'rejected';

export interface DecisionResult {
  success: boolean;
  status: Decision;
  message: string;
}

export const decideVerification = ({ id, decision }: { id: string; decision: Decision }) =>
  api<DecisionResult>(`/api/artist-verification/${encodeURIComponent(id)}/${decision}`, { method: 'POST' });

/** Approves or rejects a request; the row changes in place and the dashboard's verified count is refetched. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: (_result, { id, decision }) => {
      queryClient.setQueryData<VerificationRow[]>(VERIFICATIONS_QUERY_KEY, (rows) => (rows ? withStatus(rows, id, decision) : rows));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY });
    },
  });
}
