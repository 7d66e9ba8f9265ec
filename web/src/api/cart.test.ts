import { describe, expect, it } from 'vitest';
import { refreshed } from '@web/lib/refreshed-keys.testing';
import { cartKeys } from './cart';
import { countKeys } from './counts';

describe('cart and badge keys', () => {
  it("a cart write refreshes the bar's cart count, not the other badges", () => {
    const cached = [
      cartKeys.items('u1'),
      countKeys.of('cart', 'u1'),
      countKeys.of('notifications', 'u1'),
      countKeys.of('messages', 'u1'),
    ];
    expect(refreshed(cached, cartKeys.all)).toEqual([
      JSON.stringify(cartKeys.items('u1')),
      JSON.stringify(countKeys.of('cart', 'u1')),
    ]);
  });
});
