import { describe, expect, it } from 'vitest';
import { ROLL_UP_MAX_AGE_MS, rollUpHolds } from './counters';
import { isSpread, randomShard, sharedCounterItem, shardsOf, SPREAD } from './spread';

describe('the counters many people write at once', () => {
  it('are the site-wide totals and the families with many writers (an artist’s earnings too), not a person’s own', () => {
    for (const name of ['arts:total', 'users:Artist', 'users:Client', 'artists:verified', 'community:*|*'])
      expect(isSpread(name)).toBe(true);
    for (const name of ['verifications:pending', 'visits:u1']) expect(isSpread(name)).toBe(true);
    // Every buyer of a popular artist adds to these in the sale's transaction.
    for (const name of ['earnings:u1:2026-11', 'earnings:u1:all', 'earnings-held:u1'])
      expect(isSpread(name)).toBe(true);
    // One person's own (the cart), a bound (stock held, connections) and the counts a person's every page reads (docs/counters.md).
    for (const name of ['cart:u1', 'unread:u1', 'chat-unread:u1', 'arts:artist:u1', 'held:a1'])
      expect(isSpread(name)).toBe(false);
  });

  it('are added to on one of their spread items at random, never on the item every writer would share', () => {
    const picked = new Set(Array.from({ length: 200 }, () => randomShard('arts:total')));
    expect([...picked].every((name) => /^arts:total#([0-9]|1[0-5])$/.test(name))).toBe(true);
    // 200 random picks of 16 items reach most of them: fewer than 12 has a chance far below 10⁻²⁰.
    expect(picked.size).toBeGreaterThanOrEqual(12);
    expect(shardsOf('arts:total')).toHaveLength(SPREAD + 1);
    expect(shardsOf('arts:total')[0]).toBe('arts:total');
  });

  it('name the shared items a transaction must not write: the former single item and the roll-up', () => {
    const key = (name: string, sk = '$counter_1') => ({ pk: `$crafti#name_${name}`, sk });
    expect(sharedCounterItem(key('arts:total'))).toBe('arts:total');
    expect(sharedCounterItem(key('users:artist'))).toBe('users:artist');
    expect(sharedCounterItem(key('community:*|with@sum'))).toBe('community:*|with@sum');
    expect(sharedCounterItem(key('arts:total#4'))).toBeNull();
    expect(sharedCounterItem(key('cart:u1'))).toBeNull();
    expect(sharedCounterItem(key('arts:total', '$art_1'))).toBeNull();
    expect(sharedCounterItem(undefined)).toBeNull();
  });
});

describe('a roll-up', () => {
  const now = 1_000_000;
  it('holds when it was read after the last write’s mark and is young enough', () => {
    const item = { name: 'x@sum', value: 3 };
    expect(rollUpHolds({ ...item, rolledAt: now - 10 }, now)).toBe(true);
    expect(rollUpHolds({ ...item, rolledAt: now - 10, dirtyAt: now - 20 }, now)).toBe(true);
  });

  it('does not hold when a write marked it since, in the same millisecond, or long ago', () => {
    const item = { name: 'x@sum', value: 3 };
    expect(rollUpHolds(undefined, now)).toBe(false);
    expect(rollUpHolds({ ...item, dirtyAt: now - 20 }, now)).toBe(false);
    expect(rollUpHolds({ ...item, rolledAt: now - 10, dirtyAt: now - 5 }, now)).toBe(false);
    expect(rollUpHolds({ ...item, rolledAt: now - 10, dirtyAt: now - 10 }, now)).toBe(false);
    expect(rollUpHolds({ ...item, rolledAt: now - ROLL_UP_MAX_AGE_MS }, now)).toBe(false);
  });
});
