import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { AUDIT_LOG_QUERY_KEY } from './get-audit-log';
import { TAGS_QUERY_KEY } from './get-tags';

export const deleteTag = (id: string) => call('DELETE /tags/{id}', { params: { id } });

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: TAGS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY })]),
  });
}
