import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { db } from '@functions/core/db/service';
import { commit } from '@functions/core/db/transactions';
import * as DueWork from '@functions/core/due-work/due-work';
import * as Money from '@functions/core/money/money';
import { Metrics } from '@functions/core/observability/metrics';
import { platforms } from '@functions/core/payments/platforms';
import { hoursFromNow } from '../support/money';
import { CARDS, sessionIdOf, sim } from '../support/paymongo';
import { activate, artOf, buy, childOf } from '../support/payouts';
import { eventually } from '../support/eventually';
import { addToCart, checkoutOf, shipAndReceive, startCheckout } from '../support/shop';
import { createPerson } from '../support/users';

/**
 * The daily reconciliation (functions/core/money/reconcile.ts), run in this process against the
 * test stack's PayMongo simulator and ledger: each kind of difference it reports, planted, and
 * the same state without it reporting nothing. The stack is shared with the other test files
 * (their hand-made events, their own findings), so only the findings naming this file's ids are
 * looked at, and Crafti's wallet is judged by how much its gap (PayMongo − ledger) moves.
 */

type Reconciliation = Money.Reconciliation;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
/** Past the settling window (15 min), so this moment's movements are compared both ways. */
const settled = () => Money.reconcile({ now: minutesFromNow(20) });
const ours = (r: Reconciliation, ...ids: string[]) => r.differences.filter((d) => ids.includes(d.id));
const craftiGap = (r: Reconciliation) => r.wallets.crafti.paymongo - r.wallets.crafti.ledger;
const craftiDifference = (r: Reconciliation): Money.Difference => ({
  kind: 'wallet',
  id: 'crafti',
  what: `Crafti's wallet holds ${r.wallets.crafti.paymongo} at PayMongo, the ledger says ${r.wallets.crafti.ledger}`,
});

/** Entries this file writes by hand, in books of its own: removed at the end. */
const planted: { book: string; entryId: string }[] = [];
const bookOfOurs = () => `reconcile-test-${randomUUID()}`;
/** Postings that balance and move no wallet (both accounts are outside), so no wallet counter changes. */
const outside = (amount: number) => [
  { account: Money.accounts.buyer, amount: -amount },
  { account: Money.accounts.processing, amount },
];
async function writeEntries(entries: Money.Entry[]) {
  await commit((tx) => Money.ledgerPieces(tx, entries));
  planted.push(...entries.map(({ book, entryId }) => ({ book, entryId })));
}
afterAll(async () => {
  for (const key of planted) await db().entities.ledgerEntry.delete(key).go();
});

/** The ledger's payment of a checkout paid through Crafti. */
async function paymentOf(checkoutId: string) {
  const entry = (await Money.entriesOf(checkoutId)).find((e) => e.kind === 'payment');
  expect(entry?.providerId, `the payment entry of ${checkoutId}`).toBeTruthy();
  return { id: entry!.providerId!, amount: entry!.providerAmount! };
}

describe('the daily reconciliation, movements', () => {
  it("reports a payment PayMongo took whose paid event Crafti never got, and Crafti's wallet holding its net beyond the ledger, until the event lands", async () => {
    const [artist, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rc-unrecorded' }),
      createPerson({ role: 'Client', prefix: 'rc-unrecorded-buyer' }),
    ]);
    const art = await artOf(artist, '640.00');
    expect((await addToCart(buyer, art)).status).toBe(201);
    const started = await startCheckout(buyer, [art]);
    const before = await settled();
    expect(ours(before, started.checkout_id)).toEqual([]);

    await sim('hold', {});
    let paymentId = '';
    try {
      ({ paymentId } = (await sim(`sessions/${sessionIdOf(started.checkout_url)}/pay`, { card: CARDS.succeeds })) as {
        paymentId: string;
      });
      const payment = await (await platforms()).retrievePayment(paymentId);
      expect(payment).toMatchObject({ status: 'paid', amount: (await checkoutOf(buyer, started.checkout_id)).total });
      const found = await settled();
      expect(ours(found, paymentId, started.checkout_id)).toEqual([
        { kind: 'payment', id: paymentId, what: `paid ${payment.amount}, not in the ledger` },
      ]);
      // PayMongo credited Crafti's wallet with the payment less its fee; the ledger has nothing of it.
      expect(craftiGap(found) - craftiGap(before)).toBe(payment.amount - payment.fee);
      expect(found.differences).toContainEqual(craftiDifference(found));
    } finally {
      await sim('release', {});
    }
    await sim('idle', {});
    await eventually(
      () => checkoutOf(buyer, started.checkout_id),
      (c) => c.status === 'paid',
      'the checkout paid once the event lands',
    );
    const after = await settled();
    expect(ours(after, paymentId, started.checkout_id)).toEqual([]);
    expect(craftiGap(after)).toBe(craftiGap(before));
  });

  it("reports a refund made at PayMongo outside Crafti, and Crafti's wallet short of the ledger by its amount (counted as LedgerMismatches)", async () => {
    const [artist, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rc-refund' }),
      createPerson({ role: 'Client', prefix: 'rc-refund-buyer' }),
    ]);
    const paid = await buy(buyer, [await artOf(artist, '750.00')]);
    await sim('idle', {});
    const payment = await paymentOf(paid.checkout_id);
    const before = await settled();
    expect(ours(before, payment.id, paid.checkout_id)).toEqual([]);

    const refund = await (
      await platforms()
    ).createRefund({
      paymentId: payment.id,
      amount: 10_000,
      reason: 'others',
      notes: 'made outside Crafti',
      metadata: {},
    });
    await sim('idle', {});
    const count = vi.spyOn(Metrics, 'count');
    try {
      const found = await settled();
      expect(ours(found, payment.id, refund.id, paid.checkout_id)).toEqual([
        { kind: 'refund', id: refund.id, what: `refunded 10000 of ${payment.id}, not in the ledger` },
      ]);
      expect(craftiGap(found) - craftiGap(before)).toBe(-10_000);
      expect(found.differences).toContainEqual(craftiDifference(found));
      expect(count).toHaveBeenCalledWith('ledgerMismatches', found.differences.length, {
        differences: found.differences.length,
      });
    } finally {
      count.mockRestore();
    }
  });

  it("reports a transfer made at PayMongo outside Crafti to an active artist, the artist's wallet holding it beyond the ledger, and Crafti's short by it", async () => {
    const [artist, seller, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rc-transfer' }),
      createPerson({ role: 'Artist', prefix: 'rc-transfer-seller' }),
      createPerson({ role: 'Client', prefix: 'rc-transfer-buyer' }),
    ]);
    await activate(artist);
    // Money in Crafti's wallet to transfer from (held for the seller).
    await buy(buyer, [await artOf(seller, '200.00')]);
    await sim('idle', {});
    const client = await platforms();
    const [parent, wallet] = await Promise.all([client.parentWallet(), client.childWallet(await childOf(artist))]);
    expect(wallet).toBeTruthy();
    const before = await settled();
    expect(before.wallets.artists).toContainEqual({ artistId: artist.userId, paymongo: 0, ledger: 0 });
    expect(ours(before, artist.userId)).toEqual([]);

    const transfer = await client.createTransfer({
      source: parent,
      destination: wallet!,
      amount: 5_000,
      referenceNumber: `outside-${randomUUID()}`,
      description: 'made outside Crafti',
      metadata: {},
    });
    await sim('idle', {});
    const found = await settled();
    expect(ours(found, transfer.id, artist.userId)).toEqual([
      { kind: 'transfer', id: transfer.id, what: `transferred 5000 to ${wallet!.number}, not in the ledger` },
      { kind: 'wallet', id: artist.userId, what: "the artist's wallet holds 5000 at PayMongo, the ledger says 0" },
    ]);
    expect(found.wallets.artists).toContainEqual({ artistId: artist.userId, paymongo: 5_000, ledger: 0 });
    expect(craftiGap(found) - craftiGap(before)).toBe(-5_000);
    expect(found.differences).toContainEqual(craftiDifference(found));
  });

  it('reports a ledger entry naming a payment, a transfer or a refund PayMongo does not have', async () => {
    const book = bookOfOurs();
    const made = {
      payment: `pay_${randomUUID().replace(/-/g, '')}`,
      transfer: `tr_${randomUUID().replace(/-/g, '')}`,
      refund: `ref_${randomUUID().replace(/-/g, '')}`,
    };
    const kinds = ['payment', 'transfer', 'refund'] as const;
    await writeEntries(
      kinds.map((kind) => ({
        book,
        entryId: kind,
        kind,
        postings: outside(1_000),
        providerId: made[kind],
        providerAmount: 1_000,
      })),
    );
    const found = await settled();
    const byId = (a: Money.Difference, b: Money.Difference) => a.id.localeCompare(b.id);
    expect(ours(found, ...Object.values(made)).sort(byId)).toEqual(
      kinds
        .map((kind) => ({
          kind,
          id: made[kind],
          what: `the ledger entry ${book}/${kind} names a ${kind} PayMongo does not have`,
        }))
        .sort(byId),
    );
  });

  it('reports a ledger entry whose amount is not what PayMongo moved, whether the movement is past the settling window or still within it', async () => {
    const [artist, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rc-amount' }),
      createPerson({ role: 'Client', prefix: 'rc-amount-buyer' }),
    ]);
    const paid = await buy(buyer, [await artOf(artist, '420.00')]);
    await sim('idle', {});
    const payment = await paymentOf(paid.checkout_id);
    const book = bookOfOurs();
    // One entry naming the payment for what it moved (agreeing), one for a centavo more.
    await writeEntries([
      {
        book,
        entryId: 'agrees',
        kind: 'payment',
        postings: outside(payment.amount),
        providerId: payment.id,
        providerAmount: payment.amount,
      },
      {
        book,
        entryId: 'differs',
        kind: 'payment',
        postings: outside(payment.amount + 1),
        providerId: payment.id,
        providerAmount: payment.amount + 1,
      },
    ]);
    const expected = [
      {
        kind: 'payment',
        id: payment.id,
        what: `PayMongo moved ${payment.amount}, the ledger entry ${book}/differs says ${payment.amount + 1}`,
      },
    ];
    // Compared from PayMongo's side (the payment is in the window) …
    expect(ours(await settled(), payment.id, paid.checkout_id)).toEqual(expected);
    // … and from the ledger's (a payment of the last 15 minutes is not in the window yet).
    expect(ours(await Money.reconcile(), payment.id, paid.checkout_id)).toEqual(expected);
  });

  it('reports a ledger entry saying a payment PayMongo says failed moved money', async () => {
    const [artist, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rc-failed' }),
      createPerson({ role: 'Client', prefix: 'rc-failed-buyer' }),
    ]);
    const art = await artOf(artist, '150.00');
    expect((await addToCart(buyer, art)).status).toBe(201);
    const started = await startCheckout(buyer, [art]);
    const declined = (await sim(`sessions/${sessionIdOf(started.checkout_url)}/pay`, { card: CARDS.expired })) as {
      status: string;
      paymentId: string;
    };
    expect(declined.status).toBe('failed');
    await sim('idle', {});
    const book = bookOfOurs();
    const total = (await checkoutOf(buyer, started.checkout_id)).total;
    expect(ours(await settled(), declined.paymentId, started.checkout_id)).toEqual([]);
    await writeEntries([
      {
        book,
        entryId: 'payment',
        kind: 'payment',
        postings: outside(total),
        providerId: declined.paymentId,
        providerAmount: total,
      },
    ]);
    expect(ours(await settled(), declined.paymentId, started.checkout_id)).toEqual([
      {
        kind: 'payment',
        id: declined.paymentId,
        what: `PayMongo says failed, the ledger entry ${book}/payment says it moved`,
      },
    ]);
  });

  it("leaves an entry written after PayMongo's lists were read to the next run, which reports the movement it names if PayMongo still does not have it", async () => {
    const book = bookOfOurs();
    const paymentId = `pay_${randomUUID().replace(/-/g, '')}`;
    // As if recorded while the run read the ledger (its movement possibly newer than the lists the run read first).
    const createdAt = new Date(Date.now() + 3_000);
    await db()
      .entities.ledgerEntry.create({
        book,
        entryId: 'payment',
        kind: 'payment',
        postings: outside(1_000),
        providerId: paymentId,
        providerAmount: 1_000,
        createdAt: createdAt.toISOString(),
      })
      .go();
    planted.push({ book, entryId: 'payment' });
    expect(ours(await settled(), paymentId)).toEqual([]);
    await new Promise((r) => setTimeout(r, createdAt.getTime() - Date.now() + 100));
    expect(ours(await settled(), paymentId)).toEqual([
      {
        kind: 'payment',
        id: paymentId,
        what: `the ledger entry ${book}/payment names a payment PayMongo does not have`,
      },
    ]);
  });

  it('reports a ledger entry whose postings do not add up to zero', async () => {
    const book = bookOfOurs();
    await writeEntries([{ book, entryId: 'balanced', kind: 'internal', postings: outside(2_500) }]);
    // ledgerPieces refuses such an entry: written around it, as a bug or a hand edit would.
    await db()
      .entities.ledgerEntry.create({
        book,
        entryId: 'unbalanced',
        kind: 'internal',
        postings: [...outside(2_500), { account: Money.accounts.processing, amount: 7 }],
      })
      .go();
    planted.push({ book, entryId: 'unbalanced' });
    const found = await settled();
    expect(ours(found, `${book}/balanced`, `${book}/unbalanced`)).toEqual([
      { kind: 'entry', id: `${book}/unbalanced`, what: 'postings add up to 7, not 0' },
    ]);
  });
});

describe('the daily reconciliation, stuck work', () => {
  it('reports a transfer still not made a day after it was asked for (its artist has no payouts)', async () => {
    const [artist, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rc-stuck' }),
      createPerson({ role: 'Client', prefix: 'rc-stuck-buyer' }),
    ]);
    const paid = await buy(buyer, [await artOf(artist, '300.00')]);
    const order = paid.orders[0]!;
    const completed = await shipAndReceive(artist, buyer, order.id);
    expect(completed.order).toMatchObject({ status: 'Completed', money: 'on_its_way' });
    const taskId = `transfer:order:${order.id}`;
    // Run once here (this process holds PayMongo's keys): it waits for the artist's payouts, an hour at a time.
    await Money.runNow([taskId]);
    const task = (await db().entities.moneyTask.get({ taskId }).go()).data!;
    expect(task).toMatchObject({
      kind: 'transfer',
      amountCentavos: 30_000,
      round: 0,
      lastError: expect.stringContaining('payouts are not active'),
    });
    expect(ours(await Money.reconcile({ now: hoursFromNow(23) }), taskId)).toEqual([]);
    expect(ours(await Money.reconcile({ now: hoursFromNow(25) }), taskId)).toEqual([
      {
        kind: 'stuck',
        id: taskId,
        what: `a transfer of 30000 asked ${task.createdAt} is not made (round 0: ${task.lastError})`,
      },
    ]);
  });

  it('reports a paid checkout whose orders are still not written an hour after they were due', async () => {
    const checkoutId = `reconcile-test-${randomUUID()}`;
    const workId = DueWork.workIdOf('checkout_paid', checkoutId);
    // Due in 10 minutes, so the stack's every-minute job (which would drop it: no such checkout) leaves it alone meanwhile.
    const dueAt = minutesFromNow(10);
    await commit((tx) => [DueWork.piece(tx, 'checkout_paid', checkoutId, { dueAt: dueAt.toISOString() })]);
    try {
      expect(ours(await Money.reconcile({ now: new Date(dueAt.getTime() + 50 * 60_000) }), workId)).toEqual([]);
      expect(ours(await Money.reconcile({ now: new Date(dueAt.getTime() + 2 * 3_600_000) }), workId)).toEqual([
        { kind: 'stuck', id: workId, what: "a paid checkout's orders are not written (0 tries)" },
      ]);
    } finally {
      await DueWork.drop('checkout_paid', checkoutId);
    }
  });

  it('reports a paid checkout whose orders keep failing to be written an hour after its payment was recorded, though each try moved it due again', async () => {
    const checkoutId = `reconcile-test-${randomUUID()}`;
    const workId = DueWork.workIdOf('checkout_paid', checkoutId);
    // Its payment recorded 90 minutes ago (the ledger entry written with the work item) …
    await db()
      .entities.ledgerEntry.create({
        book: checkoutId,
        entryId: 'payment',
        kind: 'payment',
        postings: outside(1_000),
        createdAt: minutesFromNow(-90).toISOString(),
      })
      .go();
    planted.push({ book: checkoutId, entryId: 'payment' });
    // … and its work tried six times, failing each time, due again in half an hour.
    await commit((tx) => [DueWork.piece(tx, 'checkout_paid', checkoutId, { dueAt: minutesFromNow(30).toISOString() })]);
    await db()
      .entities.dueWork.patch({ workId })
      .set({ attempts: 6, lastError: 'the orders could not be written' })
      .go();
    try {
      expect(ours(await Money.reconcile({ now: minutesFromNow(-31) }), workId)).toEqual([]);
      expect(ours(await Money.reconcile(), workId)).toEqual([
        {
          kind: 'stuck',
          id: workId,
          what: "a paid checkout's orders are not written (6 tries: the orders could not be written)",
        },
      ]);
    } finally {
      await DueWork.drop('checkout_paid', checkoutId);
    }
  });

  it('reports a checkout whose reservation lapsed over an hour ago and still holds its pieces', async () => {
    const [artist, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rc-lapsed' }),
      createPerson({ role: 'Client', prefix: 'rc-lapsed-buyer' }),
    ]);
    const art = await artOf(artist, '90.00');
    expect((await addToCart(buyer, art)).status).toBe(201);
    const started = await startCheckout(buyer, [art]);
    const { releaseAt } = (await db().entities.reservation.get({ checkoutId: started.checkout_id }).go()).data!;
    const lapse = Date.parse(releaseAt);
    expect(ours(await Money.reconcile(), started.checkout_id)).toEqual([]);
    expect(ours(await Money.reconcile({ now: new Date(lapse + 50 * 60_000) }), started.checkout_id)).toEqual([]);
    expect(ours(await Money.reconcile({ now: new Date(lapse + 2 * 3_600_000) }), started.checkout_id)).toEqual([
      {
        kind: 'stuck',
        id: started.checkout_id,
        what: `a checkout's reservation lapsed at ${releaseAt} and its pieces are still held`,
      },
    ]);
  });
});
