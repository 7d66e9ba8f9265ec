import { describe, expect, it } from 'vitest';
import { refreshed } from '@web/lib/refreshed-keys.testing';
import { orderKeys } from './orders';
import { payoutKeys } from './payouts';

describe('payout keys', () => {
  const cached = [
    payoutKeys.account('u1'),
    payoutKeys.earningsPage('a1', null),
    payoutKeys.earningsPage('a1', 'c2'),
    orderKeys.salesPage('a1', null),
  ];

  it("a 'payout' push refreshes the account and every earnings page, not the sales", () => {
    expect(refreshed(cached, payoutKeys.all)).toEqual(cached.slice(0, 3).map((k) => JSON.stringify(k)));
  });

  it('a sale paid or canceled refreshes the earnings pages only', () => {
    expect(refreshed(cached, payoutKeys.earnings())).toEqual(cached.slice(1, 3).map((k) => JSON.stringify(k)));
  });
});
