import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createPerson, type TestUser } from '../support/users';
import { meterThisWorker } from '../support/worker-meter';

/**
 * A person's blocks, both ways, in one item (functions/core/blocks/blocks.ts, issue 51 §2): a list
 * leaves the hidden people out after one GetItem, however many people one blocked or was blocked
 * by, and the set follows blocks, unblocks, a crowd of blockers and blocks made before it existed.
 */

const { endpoints } = inject('stack');
const meter = meterThisWorker();
let Blocks: typeof import('@functions/core/blocks/blocks');
let db: typeof import('@functions/core/db/service').db;
const someone = () => `block-set-${randomUUID()}`;

beforeAll(async () => {
  Blocks = await import('@functions/core/blocks/blocks');
  db = (await import('@functions/core/db/service')).db;
});

describe("a person's block set", () => {
  // First, while the shared stack holds few blocks: the backfill writes every block again.
  it('takes in blocks made before the sets existed, keeping when they were made', async () => {
    const [blocker, blocked] = [someone(), someone()];
    const createdAt = '2025-01-02T03:04:05.000Z';
    await db().entities.block.put({ blockerId: blocker, blockedId: blocked, createdAt }).go();
    expect((await Blocks.hiddenFor(blocker)).size).toBe(0);
    expect(await Blocks.backfillSets()).toBeGreaterThanOrEqual(1);
    expect((await Blocks.hiddenFor(blocker)).has(blocked)).toBe(true);
    expect((await Blocks.hiddenFor(blocked)).has(blocker)).toBe(true);
    const { data } = await db().entities.block.get({ blockerId: blocker, blockedId: blocked }).go();
    expect(data?.createdAt).toBe(createdAt);
  });
  it('leaves 1,000 blocked people out after reading one item', async () => {
    const heavy = someone();
    const blocked = Array.from({ length: Blocks.MAX_BLOCKS }, someone);
    for (let i = 0; i < blocked.length; i += 50)
      await Promise.all(blocked.slice(i, i + 50).map((id) => Blocks.seed(heavy, id)));
    const blocker = someone();
    await Blocks.seed(blocker, heavy);

    const { value: hidden, reads } = await meter().measure(() => Blocks.hiddenFor(heavy));
    expect(hidden.size).toBe(Blocks.MAX_BLOCKS + 1);
    expect(hidden.has(blocked[999]!)).toBe(true);
    expect(hidden.has(blocker)).toBe(true);
    expect(reads.requests).toEqual({ GetItem: 1 });
    expect(reads.items).toBe(1);
  }, 120_000);

  it('follows a block and an unblock through the API, in both people’s sets', async () => {
    const [a, b]: [TestUser, TestUser] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'set-a' }),
      createPerson({ role: 'Artist', prefix: 'set-b' }),
    ]);
    const call = (method: 'PUT' | 'DELETE') =>
      fetch(`${endpoints.api}/api/blocks/${b.userId}`, { method, headers: { authorization: `Bearer ${a.idToken}` } });
    expect((await call('PUT')).status).toBe(200);
    expect(await Blocks.relations(a.userId)).toEqual({ blockedByMe: new Set([b.userId]), blockedMe: new Set() });
    expect(await Blocks.relations(b.userId)).toEqual({ blockedByMe: new Set(), blockedMe: new Set([a.userId]) });
    expect((await call('DELETE')).status).toBe(200);
    expect((await Blocks.hiddenFor(a.userId)).size).toBe(0);
    expect((await Blocks.hiddenFor(b.userId)).size).toBe(0);
  });

  it('keeps a crowd of blockers past its cap by their block items, and still hides each of them', async () => {
    const target = someone();
    const crowd = Array.from({ length: Blocks.MAX_BLOCKED_BY }, someone);
    // The set already full (as 2,000 blocks would leave it), written whole.
    await db().entities.blockSet.put({ userId: target, byThem: crowd }).go();
    const late = someone();
    await Blocks.seed(late, target);
    const { data } = await db().entities.blockSet.get({ userId: target }).go();
    expect(data).toMatchObject({ crowded: true });
    expect(data!.byThem).toHaveLength(Blocks.MAX_BLOCKED_BY);
    // Crowded: who blocked them is read from the block items (only the late one has one here).
    expect((await Blocks.relations(target)).blockedMe).toEqual(new Set([late]));
    expect((await Blocks.relations(late)).blockedByMe).toEqual(new Set([target]));
  });
});
