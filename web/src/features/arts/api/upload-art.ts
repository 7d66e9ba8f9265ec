import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@web/lib/api-client';
import { ARTS_QUERY_KEY } from './keys';

export type UploadArtBody = CallInput<'POST /api/upload-art'>['body'];

export const uploadArt = (body: UploadArtBody) => call('POST /api/upload-art', { body });

export function useUploadArt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadArt, onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTS_QUERY_KEY }) });
}
