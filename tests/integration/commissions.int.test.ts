import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import * as Money from '@functions/core/money/money';
import { apiClient, expectRefused } from '../support/api';
import { agreed, approve, commissionOf, deliver, expectMoney, fundAndPay, twoMilestones } from '../support/commissions';
import { everyMinuteAt, walletAtPaymongo } from '../support/money';
import { sim } from '../support/paymongo';
import { activate, childOf, earningsOf } from '../support/payouts';
import { eventually } from '../support/eventually';
import { createPerson, createUser, type TestUser } from '../support/users';

/** Issue 31: funded milestones held by Crafti, delivered, revised, approved (released less 5%), auto-approved, canceled by the rule, disputed and decided. */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);
const entries = (projectId: string) => Money.entriesOf(Money.bookOfProject(projectId));
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

describe('commissions with money', () => {
  let artist: TestUser;
  let client: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [artist, client, admin, stranger] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'cm-artist', firstname: 'Mara', lastname: 'Reyes' }),
      createPerson({ role: 'Client', prefix: 'cm-client', firstname: 'Lito', lastname: 'Santos' }),
      createUser({ role: 'Admin', prefix: 'cm-admin' }),
      createPerson({ role: 'Client', prefix: 'cm-stranger' }),
    ]);
    await activate(artist);
  });

  it('funds, delivers, revises, approves and pays the artist the release less 5%, once', async () => {
    const id = await agreed(client, artist);
    const start = await commissionOf(artist, id);
    expect(start).toMatchObject({
      side: 'artist',
      terms: { total_centavos: 300_000, cancel_keep_percent: 30 },
      money: { total: 300_000, funded: 0, held: 0 },
    });
    expect(start.milestones.map((m) => [m.name, m.amount_centavos, m.money])).toEqual([
      ['Sketch', 100_000, 'unfunded'],
      ['Final painting', 200_000, 'unfunded'],
    ]);
    // Only the two sides read it; only the artist delivers, and not unfunded work.
    expectRefused(
      await callRoute('GET /api/projects/{id}/commission', { token: stranger.idToken, params: { id } }),
      403,
    );
    const early = await callRoute('POST /api/projects/{id}/timeline', {
      token: artist.idToken,
      params: { id },
      body: { position: 1, note: 'Gesso on the canvas.' },
    });
    expect(early.status).toBe(200);
    const unfunded = await callRoute('POST /api/projects/{id}/milestones/{position}/deliver', {
      token: artist.idToken,
      params: { id, position: 1 },
      body: { note: 'x', files: ['uploads/none.png'] },
    });
    expectRefused(unfunded, 409);
    expect(unfunded.body.error).toBe(ErrorCodes.commissionNotFunded);

    expect(start.status).toBe('To Do');
    const { commission } = await fundAndPay(client, id);
    // Funded work is under way: the board moves it to In Progress.
    expect(commission.status).toBe('In Progress');
    expect(commission.milestones[0]).toMatchObject({ money: 'funded' });
    expect(commission.milestones[1]).toMatchObject({ money: 'unfunded' });
    expect(commission.money).toMatchObject({ funded: 100_000, held: 100_000, released: 0 });
    const fundEntry = (await entries(id)).find((e) => e.entryId.startsWith('fund:'))!;
    expect(fundEntry).toMatchObject({ kind: 'payment', providerAmount: 100_000 });

    await deliver(artist, id, 1);
    const delivered = await commissionOf(client, id);
    expect(delivered.milestones[0]).toMatchObject({ money: 'delivered' });
    expect(Date.parse(delivered.milestones[0]!.auto_approve_at!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // A revision (one included), delivered again, a second revision refused.
    const revised = await callOk('POST /api/projects/{id}/milestones/{position}/revision', {
      token: client.idToken,
      params: { id, position: 1 },
      body: { note: 'Warmer light on her face, please.' },
    });
    expect(revised.commission.milestones[0]).toMatchObject({ money: 'funded', revisions_used: 1 });
    await deliver(artist, id, 1);
    const again = await callRoute('POST /api/projects/{id}/milestones/{position}/revision', {
      token: client.idToken,
      params: { id, position: 1 },
      body: { note: 'Once more.' },
    });
    expectRefused(again, 409);
    expect(again.body.error).toBe(ErrorCodes.commissionRevisionsUsed);
    // Only the client approves.
    expectRefused(await approve(artist, id, 1), 403);
    const approved = await approve(client, id, 1);
    expect(approved.status).toBe(200);
    await sim('idle', {});
    const paid = await eventually(
      () => commissionOf(artist, id),
      (c) => c.milestones[0]!.payout === 'paid_out',
      'release paid out',
    );
    expect(paid.milestones[0]).toMatchObject({
      money: 'released',
      released_centavos: 100_000,
      artist_net_centavos: 95_000,
    });
    expect(paid.money).toMatchObject({ funded: 100_000, held: 0, released: 100_000, refunded: 0 });
    expectMoney(paid);
    expect(paid.deliveries.map((d) => d.outcome)).toEqual(['revision', 'approved']);
    // The transfer: ₱950 to the artist's wallet, under the milestone task's first round, once.
    const transfers = (await sim('transfers')) as {
      data: { amount: number; reference_number: string; metadata?: Record<string, string> }[];
    };
    const mine = transfers.data.filter((t) => t.metadata?.crafti_task === `transfer:milestone:${id}.1`);
    expect(mine.map((t) => [t.amount, t.reference_number])).toEqual([[95_000, `crafti-transfer-milestone-${id}.1-r0`]]);
    expectRefused(await approve(client, id, 1), 409);
    // The artist's earnings show the release less Crafti's 5%, in their wallet (the artist's first money: exact totals).
    const earnings = await earningsOf(artist);
    expect(earnings.commissions.find((r) => r.milestone_id === `${id}.1`)).toMatchObject({
      gross: 100_000,
      platform_fee: 5_000,
      net: 95_000,
      state: 'paid_out',
      client_name: 'Lito Santos',
    });
    expect(earnings.totals).toMatchObject({ all_time: 95_000, wallet: 95_000 });
    expect(await walletAtPaymongo(await childOf(artist))).toBe(95_000);
    const book = await entries(id);
    for (const e of book) expect(e.postings.reduce((s, p) => s + p.amount, 0)).toBe(0);
    expect(book.map((e) => e.entryId).sort()).toEqual(
      [fundEntry.entryId, 'decision:1', `transfer:milestone:${id}.1`].sort(),
    );
    // The decision: ₱1,000 out of the escrow, ₱950 on its way to the artist, ₱50 Crafti's; the transfer: the ₱950 in the artist's wallet.
    expect(book.find((e) => e.entryId === 'decision:1')!.postings.map((p) => [p.account, p.amount])).toEqual([
      [`platform:escrow:${id}`, -100_000],
      [`platform:releasing:${artist.userId}`, 95_000],
      ['platform:fee', 5_000],
    ]);
    expect(
      book.find((e) => e.entryId === `transfer:milestone:${id}.1`)!.postings.map((p) => [p.account, p.amount]),
    ).toEqual([
      [`platform:releasing:${artist.userId}`, -95_000],
      [`artist:${artist.userId}`, 95_000],
    ]);
  });

  it('auto-approves a delivery after 7 days of silence when the sweeper runs', async () => {
    const id = await agreed(
      client,
      artist,
      twoMilestones({
        milestones: [
          { name: 'Only', due_date: twoMilestones().milestones[1]!.due_date, amount_centavos: 300_000, revisions: 0 },
        ],
      }),
    );
    await fundAndPay(client, id);
    await deliver(artist, id, 1);
    await everyMinuteAt(daysFromNow(6));
    expect((await commissionOf(client, id)).milestones[0]!.money).toBe('delivered');
    await everyMinuteAt(daysFromNow(8));
    const after = await commissionOf(client, id);
    expect(after.milestones[0]).toMatchObject({ money: 'released', released_centavos: 300_000 });
    expect(after.deliveries.at(-1)?.outcome).toBe('auto_approved');
  });

  it('cancels by agreement and refunds what the rule says through PayMongo', async () => {
    const id = await agreed(client, artist);
    await fundAndPay(client, id);
    const asked = await callOk('POST /api/projects/{id}/cancel', {
      token: client.idToken,
      params: { id },
      body: { reason: 'Plans changed.' },
    });
    expect(asked.commission.cancel_request).toMatchObject({ by: 'client' });
    expectRefused(
      await callRoute('POST /api/projects/{id}/cancel/agree', { token: client.idToken, params: { id } }),
      409,
    );
    const done = await callOk('POST /api/projects/{id}/cancel/agree', { token: artist.idToken, params: { id } });
    // Funded, undelivered ₱1,000: the artist keeps 30% (₱300), ₱700 back to the client; ₱2,000 never funded.
    expect(done.commission).toMatchObject({
      closed: 'canceled',
      status: 'Failed',
      money: { funded: 100_000, held: 0, released: 30_000, refunded: 70_000 },
    });
    expect(done.commission.milestones[0]).toMatchObject({
      money: 'settled',
      released_centavos: 30_000,
      refunded_centavos: 70_000,
    });
    await sim('idle', {});
    const book = await eventually(
      () => entries(id),
      (b) => b.some((e) => e.entryId === `refund:milestone:${id}.1`),
      'refund recorded',
    );
    const refund = book.find((e) => e.entryId === `refund:milestone:${id}.1`)!;
    expect(refund).toMatchObject({ kind: 'refund', providerAmount: 70_000 });
    const refunds = (await sim('refunds')) as {
      data: { id: string; attributes: { amount: number; status: string } }[];
    };
    expect(refunds.data.find((r) => r.id === refund.providerId)).toMatchObject({
      attributes: { amount: 70_000, status: 'succeeded' },
    });
    expectRefused(await callRoute('POST /api/projects/{id}/fund', { token: client.idToken, params: { id } }), 409);
    // Money moved, so both sides may review each other (issue 32).
    expect(
      (await callOk('GET /api/reviews/pending', { token: artist.idToken })).open.some((t) => t.transaction_id === id),
    ).toBe(true);
  });

  it('freezes a disputed project until an admin splits the held money', async () => {
    const id = await agreed(client, artist);
    await fundAndPay(client, id);
    await deliver(artist, id, 1);
    await callOk('POST /api/projects/{id}/cancel', {
      token: artist.idToken,
      params: { id },
      body: { reason: 'The client keeps changing the brief.' },
    });
    await callOk('POST /api/projects/{id}/dispute', {
      token: client.idToken,
      params: { id },
      body: { reason: 'The sketch is not what we agreed.' },
    });
    const frozen = await approve(client, id, 1);
    expectRefused(frozen, 409);
    expect(frozen.body.error).toBe(ErrorCodes.commissionDisputed);
    // The sweeper's auto-approval does not move disputed money either.
    await everyMinuteAt(daysFromNow(8));
    expect((await commissionOf(client, id)).milestones[0]!.money).toBe('delivered');

    expectRefused(await callRoute('GET /admin/disputes', { token: client.idToken }), 403);
    const queue = await callOk('GET /admin/disputes', { token: admin.idToken });
    expect(queue.find((r) => r.project_id === id)).toMatchObject({ opened_by: 'client', held_centavos: 100_000 });
    const theCase = await callOk('GET /admin/disputes/{id}', { token: admin.idToken, params: { id } });
    // Both sides' statements: the artist's cancellation the dispute answered, and the client's dispute.
    expect(theCase.commission.dispute).toMatchObject({
      opened_by: 'client',
      reason: 'The sketch is not what we agreed.',
      cancel_request: { by: 'artist', reason: 'The client keeps changing the brief.' },
    });
    expect(theCase.commission.deliveries).toHaveLength(1);
    expect(theCase.history?.versions.length).toBe(1);
    const tooMuch = await callRoute('POST /admin/disputes/{id}/decide', {
      token: admin.idToken,
      params: { id },
      body: { release_centavos: 100_001, note: 'x' },
    });
    expectRefused(tooMuch, 409);
    const decided = await callOk('POST /admin/disputes/{id}/decide', {
      token: admin.idToken,
      params: { id },
      body: { release_centavos: 40_000, note: 'Half the sketch matched the brief.' },
    });
    // A settlement with money to both sides is its own outcome: finished (not Failed), worded by its closing.
    expect(decided.commission).toMatchObject({
      status: 'Done',
      closed: 'settled',
      money: { held: 0, released: 40_000, refunded: 60_000 },
      dispute: { release_centavos: 40_000, refund_centavos: 60_000 },
    });
    expect((await callOk('GET /admin/disputes', { token: admin.idToken })).some((r) => r.project_id === id)).toBe(
      false,
    );
    const log = await callOk('GET /admin/audit-log', { token: admin.idToken });
    expect(log.entries.some((e) => e.action === 'dispute.decided' && e.targetId === id)).toBe(true);
    expectRefused(
      await callRoute('POST /admin/disputes/{id}/decide', {
        token: admin.idToken,
        params: { id },
        body: { release_centavos: 0, note: 'again' },
      }),
      409,
    );
    // The decision closes the project: both sides may review each other (issue 32).
    for (const side of [client, artist])
      expect(
        (await callOk('GET /api/reviews/pending', { token: side.idToken })).open.some((t) => t.transaction_id === id),
      ).toBe(true);
  });

  it('releases what is left when the client confirms Done, and follows the rule on Failed', async () => {
    const done = await agreed(client, artist, twoMilestones({ funding: 'whole' }));
    await fundAndPay(client, done);
    await deliver(artist, done, 1);
    await callOk('POST /api/projects/update-status', {
      token: artist.idToken,
      body: { project_id: done, status: 'Artist Completed the Project' },
    });
    await callOk('POST /api/projects/update-status', {
      token: client.idToken,
      body: { project_id: done, status: 'Done' },
    });
    const released = await commissionOf(client, done);
    expect(released).toMatchObject({
      status: 'Done',
      closed: 'done',
      money: { funded: 300_000, held: 0, released: 300_000, refunded: 0 },
    });
    expect(released.deliveries.map((d) => d.outcome)).toEqual(['closed']);

    const failed = await agreed(client, artist, twoMilestones({ funding: 'whole' }));
    await fundAndPay(client, failed);
    await callOk('POST /api/projects/update-status', {
      token: artist.idToken,
      body: { project_id: failed, status: 'Artist Unable to Complete' },
    });
    await callOk('POST /api/projects/update-status', {
      token: client.idToken,
      body: { project_id: failed, status: 'Failed' },
    });
    // Both funded and undelivered: the artist keeps 30% of each (₱300 + ₱600), the client gets ₱2,100 back.
    expect(await commissionOf(client, failed)).toMatchObject({
      status: 'Failed',
      closed: 'failed',
      money: { held: 0, released: 90_000, refunded: 210_000 },
    });
  });

  it('gives one outcome when approve, agree-to-cancel and the auto-approval meet', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await agreed(client, artist, twoMilestones({ funding: 'whole' }));
      await fundAndPay(client, id);
      await deliver(artist, id, 1);
      await callOk('POST /api/projects/{id}/cancel', {
        token: artist.idToken,
        params: { id },
        body: { reason: 'I cannot finish the second one.' },
      });
      const [a, c] = await Promise.all([
        approve(client, id, 1),
        callRoute('POST /api/projects/{id}/cancel/agree', { token: client.idToken, params: { id } }),
        everyMinuteAt(daysFromNow(8)),
      ]);
      for (const answer of [a, c]) expect([200, 409]).toContain(answer.status);
      const after = await commissionOf(client, id);
      expectMoney(after);
      // The delivered milestone is decided once, whoever won: one release, one decided delivery.
      const book = await entries(id);
      expect(book.filter((e) => e.entryId === 'decision:1')).toHaveLength(1);
      expect(after.milestones[0]).toMatchObject({
        money: 'released',
        released_centavos: 100_000,
        refunded_centavos: 0,
      });
      expect(after.deliveries.map((d) => d.outcome).filter((o) => o !== 'awaiting')).toHaveLength(1);
      // The undelivered milestone follows the cancellation only if the cancellation went through.
      if (c.status === 200)
        expect(after.milestones[1]).toMatchObject({
          money: 'settled',
          released_centavos: 60_000,
          refunded_centavos: 140_000,
        });
      else expect(after.milestones[1]!.money).toBe('funded');
    }
  });
});
