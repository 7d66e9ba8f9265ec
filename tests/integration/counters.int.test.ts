import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as Counters from '@functions/core/counters/counters';
import { db } from '@functions/core/db/service';
import { commit } from '@functions/core/db/transactions';

/**
 * The spread counters (functions/core/counters/counters.ts, docs/counters.md) against DynamoDB
 * Local: writes go to one of SPREAD items, never the one every writer would share; a read takes
 * one item, the roll-up, unless a write changed the counter since; and a read after a write sees it.
 */

/** A spread counter of its own for each test (a profile's visits are spread). */
const fresh = () => Counters.names.profileVisits(`counter-test-${randomUUID()}`);
const counters = () => db().entities.counter;
const stored = async (name: string) => (await counters().get({ name }).go()).data;

describe('a spread counter', () => {
  it('is written on its spread items only, and read as their sum with the item it had before', async () => {
    const name = fresh();
    // Counted on the one item, as before the counter was spread.
    await counters().put({ name, value: 40 }).go();
    for (let i = 0; i < 40; i++) await commit((tx) => [Counters.add(tx, name, 1)]);
    for (let i = 0; i < 4; i++) await commit((tx) => [Counters.add(tx, name, -1)]);
    await Counters.addNow(name, 1);

    expect(await Counters.get(name)).toBe(40 + 40 - 4 + 1);
    expect((await stored(name))?.value).toBe(40);
    const spread = await Promise.all(Array.from({ length: Counters.SPREAD }, (_, i) => stored(`${name}#${i}`)));
    // 45 random picks of 16 items: fewer than 8 of them written has a chance below 10⁻⁹.
    expect(spread.filter(Boolean).length).toBeGreaterThanOrEqual(8);
    expect(spread.reduce((sum, item) => sum + (item?.value ?? 0), 0)).toBe(37);
  });

  it('is read from its roll-up alone until a write changes it, or the roll-up grows too old', async () => {
    const name = fresh();
    await commit((tx) => [Counters.add(tx, name, 3)]);
    // A roll-up holds when it began after the write's mark, not in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await Counters.get(name)).toBe(3);
    const rolled = await stored(`${name}@sum`);
    expect(rolled).toMatchObject({ value: 3 });

    // A spread item changed behind the counters' back (no write's mark): the roll-up still answers,
    // so a read is one item, not seventeen.
    await counters()
      .update({ name: `${name}#0` })
      .add({ value: 100 })
      .go();
    expect(await Counters.get(name)).toBe(3);
    // Once the roll-up is older than it may be, the spread items are read again.
    await counters()
      .update({ name: `${name}@sum` })
      .set({ rolledAt: rolled!.rolledAt! - Counters.ROLL_UP_MAX_AGE_MS })
      .go();
    expect(await Counters.get(name)).toBe(103);

    // A write through the counters marks the roll-up, and the very next read sees the write.
    await commit((tx) => [Counters.add(tx, name, -1)]);
    expect(await Counters.get(name)).toBe(102);
  });

  it('keeps a later roll-up: a reader that began earlier does not put back its older sum', async () => {
    const name = fresh();
    await commit((tx) => [Counters.add(tx, name, 6)]);
    // A roll-up of a reader that began after this one will (a minute on), already out of date.
    const later = Date.now() + 60_000;
    await counters()
      .put({ name: `${name}@sum`, value: 1, rolledAt: later, dirtyAt: later + 1 })
      .go();
    // This reader sums the spread items itself and answers that, but leaves the later roll-up be.
    expect(await Counters.get(name)).toBe(6);
    expect(await stored(`${name}@sum`)).toMatchObject({ value: 1, rolledAt: later });
  });

  it('stays exact under simultaneous writes and reads', async () => {
    const name = fresh();
    const reads: Promise<number>[] = [];
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        await commit((tx) => [Counters.add(tx, name, i % 3 === 0 ? -1 : 2)]);
        reads.push(Counters.get(name));
      }),
    );
    await Promise.all(reads);
    expect(await Counters.get(name)).toBe(10 * -1 + 20 * 2);
  });

  it('cannot be bounded or set: it has no one item', async () => {
    await expect(Counters.getRaw(Counters.names.arts)).rejects.toThrow('is spread over items');
    await expect(Counters.setIf(Counters.names.arts, 0, 1)).rejects.toThrow('is spread over items');
  });
});

describe('a counter of one person', () => {
  it('stays one item', async () => {
    const name = Counters.names.cartItems(`counter-test-${randomUUID()}`);
    await commit((tx) => [Counters.add(tx, name, 2)]);
    expect((await stored(name))?.value).toBe(2);
    expect(await Counters.get(name)).toBe(2);
  });
});

describe("the site's totals", () => {
  it('are rolled up by the every-minute job once a write marked them, so their next reader reads one item', async () => {
    const name = Counters.names.verificationRequests('rejected');
    // A write that leaves the total as it was, but marks it.
    await commit((tx) => [Counters.add(tx, name, 1)]);
    await commit((tx) => [Counters.add(tx, name, -1)]);
    const exact = await Counters.get(name);
    await commit((tx) => [Counters.add(tx, name, 1)]);
    expect(await Counters.rollUpSiteTotals()).toBeGreaterThanOrEqual(1);
    const rolled = await stored(`${name}@sum`);
    expect(rolled).toMatchObject({ value: exact + 1 });
    expect(rolled!.rolledAt!).toBeGreaterThan(rolled!.dirtyAt!);
    expect(await Counters.get(name)).toBe(exact + 1);
    await commit((tx) => [Counters.add(tx, name, -1)]);
  });
});
