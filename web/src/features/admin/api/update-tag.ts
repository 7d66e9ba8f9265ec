import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { AUDIT_LOG_QUERY_KEY } from './get-audit-log';
import { TAGS_QUERY_KEY } from './get-tags';

export const updateTag = ({ id, name }: { id: string; name: string }) => call('PUT /tags/{id}', { params: { id }, body: { name } });

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTag,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: TAGS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY })]),
  });
}
