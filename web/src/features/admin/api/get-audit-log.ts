import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const AUDIT_LOG_QUERY_KEY = ['admin', 'audit-log'] as const;
export const AUDIT_PAGE_SIZE = 25;

export const getAuditLog = (cursor?: string | null, limit = AUDIT_PAGE_SIZE) => call('GET /admin/audit-log', { query: { limit, cursor: cursor ?? undefined } });

/** Admin decisions, newest first; `fetchNextPage` follows the server's cursor. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: AUDIT_LOG_QUERY_KEY,
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
}
