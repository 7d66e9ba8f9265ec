import { QueryClient } from '@tanstack/react-query';

/**
 * For the query-key factories' tests (imported by tests only): which of these cached queries a
 * refresh of `key` marks stale, as JSON, so a test can say what a write refreshes and what it leaves.
 */
export function refreshed(cached: readonly (readonly unknown[])[], key: readonly unknown[]): string[] {
  const client = new QueryClient();
  for (const k of cached) client.setQueryData(k, 1);
  void client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey));
}
