import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendProposalBody } from '@shared/schemas/projects';
import { call } from '@web/lib/api-client';
import { projectKeys } from './projects';

/** Sends a proposal (from a profile, or to a job's accepted applicant); the dashboards read again. */
export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendProposalBody) => call('POST /send-proposal', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
