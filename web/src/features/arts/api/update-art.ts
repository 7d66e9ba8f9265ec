import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@web/lib/api-client';
import { ARTS_QUERY_KEY } from './keys';

export type UpdateArtBody = CallInput<'PUT /api/arts/{id}'>['body'];

export const updateArt = ({ artId, body }: { artId: string; body: UpdateArtBody }) => call('PUT /api/arts/{id}', { params: { id: artId }, body });

export function useUpdateArt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateArt, onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTS_QUERY_KEY }) });
}
