import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cartKeys } from './cart';
import { countKeys } from './counts';

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

describe('cart and badge keys', () => {
  it("a cart write refreshes the bar's cart count, not the other badges", () => {
    const cached = [cartKeys.items('u1'), countKeys.of('cart', 'u1'), countKeys.of('notifications', 'u1'), countKeys.of('messages', 'u1')];
    expect(refreshed(cached, cartKeys.all)).toEqual([JSON.stringify(cartKeys.items('u1')), JSON.stringify(countKeys.of('cart', 'u1'))]);
  });
});
