import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/api/admin';
import { call } from '@web/lib/api-client';

/** The disputes queue (issue 31): open disputes, oldest first; one case to read; the decision. */
export const disputeKeys = {
  all: [...adminKeys.all, 'disputes'] as const,
  list: () => [...disputeKeys.all, 'list'] as const,
  case: (projectId: string | null) => [...disputeKeys.all, 'case', projectId] as const,
};

export function useDisputes() {
  return useQuery({ queryKey: disputeKeys.list(), queryFn: () => call('GET /admin/disputes') });
}

/** What the admin reads to decide: the commission, the negotiation, the chat between the two. */
export function useDisputeCase(projectId: string | null) {
  return useQuery({
    queryKey: disputeKeys.case(projectId),
    queryFn: () => call('GET /admin/disputes/{id}', { params: { id: projectId! } }),
    enabled: Boolean(projectId),
  });
}

/** Decides a dispute: the release part to the artist, the rest refunded; the queue and the audit log read again. */
export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      projectId,
      release_centavos,
      note,
    }: {
      projectId: string;
      release_centavos: number;
      note: string;
    }) => call('POST /admin/disputes/{id}/decide', { params: { id: projectId }, body: { release_centavos, note } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.list() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}
