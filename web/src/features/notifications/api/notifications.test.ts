import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { countKeys } from '@web/api/counts';
import { notificationKeys } from './notifications';

/** Which of these cached queries a refresh of `key` marks stale. */
function refreshed(cached: readonly (readonly unknown[])[], key: readonly unknown[]): string[] {
  const client = new QueryClient();
  for (const k of cached) client.setQueryData(k, 1);
  void client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey));
}

describe('notification keys', () => {
  it('a notifications write refreshes the unread badge; a live push refreshes the list alone', () => {
    const cached = [notificationKeys.list('u1', null), countKeys.of('notifications', 'u1')];
    expect(refreshed(cached, notificationKeys.all)).toHaveLength(2);
    expect(refreshed(cached, notificationKeys.lists())).toEqual([JSON.stringify(notificationKeys.list('u1', null))]);
  });
});
