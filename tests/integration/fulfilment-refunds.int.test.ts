import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { FULFILMENT_DAYS } from '@shared/fulfilment';
import { apiClient } from '../support/api';
import { giveAddress } from '../support/buyer-address';
import { bought, daysFromNow, order, ship } from '../support/fulfilment';
import { everyMinuteAt, walletAtPaymongo } from '../support/money';
import { activate, artOf, childOf } from '../support/payouts';
import { eventually } from '../support/eventually';
import { giveShippingProfile, SHIPS_EVERYWHERE } from '../support/shipping';
import { createPerson, type TestUser } from '../support/users';

/**
 * A shipped order's refund requests (issue 47): answered by its artist (a part refunded, the rest
 * released), refunded as asked when the artist does not answer in time, returned first, or
 * contested and decided by an admin — and the money each end moves, against the simulator's
 * wallets to the centavo.
 */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

let artist: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [artist, buyer, stranger, admin] = await Promise.all([
    createPerson({ role: 'Artist', prefix: 'ful-refund-artist' }),
    createPerson({ role: 'Client', prefix: 'ful-refund-buyer' }),
    createPerson({ role: 'Client', prefix: 'ful-refund-stranger' }),
    createPerson({ role: 'Admin', prefix: 'ful-refund-admin' }),
  ]);
  await giveShippingProfile(endpoints.api, artist, SHIPS_EVERYWHERE);
  await giveAddress(endpoints.api, buyer);
  await activate(artist);
});

describe('refund requests', () => {
  it('refunds the part asked when the artist accepts, and releases the rest', async () => {
    const paid = await bought(buyer, [await artOf(artist, '1500.00')]);
    const id = paid.orders[0]!.id;
    await ship(artist, id);
    const most = 150_000 + 10_000 + paid.fee;
    const tooMuch = await callRoute('POST /api/orders/{orderId}/refund-request', {
      params: { orderId: id },
      token: buyer.idToken,
      body: { reason: 'incomplete', details: 'One missing.', photo_keys: [], amount_centavos: most + 1 },
    });
    expect([tooMuch.status, (tooMuch.body as { error: string }).error]).toEqual([400, ErrorCodes.orderRefundAmount]);
    expect((await order(buyer, id)).fulfilment).toBe('shipped');
    expect(
      (
        await callRoute('POST /api/orders/{orderId}/refund-request', {
          params: { orderId: id },
          token: stranger.idToken,
          body: { reason: 'incomplete', details: 'x', photo_keys: [], amount_centavos: 1000 },
        })
      ).status,
    ).toBe(403);
    await callOk('POST /api/orders/{orderId}/refund-request', {
      params: { orderId: id },
      token: buyer.idToken,
      body: {
        reason: 'incomplete',
        details: 'One of the three prints is missing.',
        photo_keys: [],
        amount_centavos: 50_001,
      },
    });
    const queue = await callOk('GET /api/order-queue', { query: { lane: 'to_answer' }, token: artist.idToken });
    expect(queue.items.map((o) => o.id)).toContain(id);
    const wallet = await walletAtPaymongo(await childOf(artist));
    const accepted = await callOk('POST /api/orders/{orderId}/refund-request/accept', {
      params: { orderId: id },
      token: artist.idToken,
      body: { return_required: false },
    });
    expect(accepted.order).toMatchObject({
      fulfilment: 'refunded',
      status: 'Completed',
      refunded: 50_001,
      released: 160_000 - 50_001,
    });
    await eventually(
      () => order(buyer, id),
      (o) => o.money === 'settled',
      'both movements made',
    );
    expect(await walletAtPaymongo(await childOf(artist))).toBe(wallet + 109_999);
    expect(
      (await callOk('GET /api/order-queue', { query: { lane: 'to_answer' }, token: artist.idToken })).items.map(
        (o) => o.id,
      ),
    ).not.toContain(id);
  });

  it('refunds as asked when the artist does not answer in time', async () => {
    const paid = await bought(buyer, [await artOf(artist, '900.00')]);
    const id = paid.orders[0]!.id;
    await ship(artist, id);
    await callOk('POST /api/orders/{orderId}/refund-request', {
      params: { orderId: id },
      token: buyer.idToken,
      body: {
        reason: 'not_received',
        details: 'Nothing came.',
        photo_keys: [],
        amount_centavos: 90_000 + 10_000 + paid.fee,
      },
    });
    await everyMinuteAt(daysFromNow(FULFILMENT_DAYS.answer));
    expect(await order(buyer, id)).toMatchObject({ fulfilment: 'refunded', status: 'Canceled', released: 0 });
  });

  it('waits for the return, then refunds', async () => {
    const paid = await bought(buyer, [await artOf(artist, '2000.00')]);
    const id = paid.orders[0]!.id;
    await ship(artist, id);
    await callOk('POST /api/orders/{orderId}/refund-request', {
      params: { orderId: id },
      token: buyer.idToken,
      body: { reason: 'not_as_described', details: 'Blue, not green.', photo_keys: [], amount_centavos: 200_000 },
    });
    await callOk('POST /api/orders/{orderId}/refund-request/accept', {
      params: { orderId: id },
      token: artist.idToken,
      body: { return_required: true, note: 'Please send it back with LBC.' },
    });
    expect(
      (
        await callRoute('POST /api/orders/{orderId}/return/received', {
          params: { orderId: id },
          token: artist.idToken,
        })
      ).status,
    ).toBe(409);
    const returned = await callOk('POST /api/orders/{orderId}/return', {
      params: { orderId: id },
      token: buyer.idToken,
      body: { courier: 'lbc', tracking: 'LBC555666777' },
    });
    expect(returned.order.refund_request).toMatchObject({
      return_courier: 'lbc',
      return_tracking: 'LBC555666777',
      artist_note: 'Please send it back with LBC.',
    });
    const done = await callOk('POST /api/orders/{orderId}/return/received', {
      params: { orderId: id },
      token: artist.idToken,
    });
    expect(done.order).toMatchObject({ fulfilment: 'refunded', refunded: 200_000, released: 210_000 - 200_000 });
  });

  /** Every contested order in the admins' queue, all its pages (the shared stack holds other tests' and the demo's). */
  const disputedIds = async () => {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await callOk('GET /admin/order-disputes', { token: admin.idToken, query: cursor ? { cursor } : {} });
      ids.push(...page.items.map((o) => o.id));
      cursor = page.cursor ?? undefined;
    } while (cursor);
    return ids;
  };

  it('goes to the admins when contested; their decision splits the money and leaves the queue', async () => {
    const paid = await bought(buyer, [await artOf(artist, '1000.00')]);
    const id = paid.orders[0]!.id;
    await ship(artist, id);
    await callOk('POST /api/orders/{orderId}/refund-request', {
      params: { orderId: id },
      token: buyer.idToken,
      body: { reason: 'damaged', details: 'Cracked frame.', photo_keys: [], amount_centavos: 110_000 },
    });
    await callOk('POST /api/orders/{orderId}/refund-request/contest', {
      params: { orderId: id },
      token: artist.idToken,
      body: { statement: 'It left whole; the courier broke it.' },
    });
    expect(await disputedIds()).toContain(id);
    expect(
      (
        await callRoute('POST /admin/order-disputes/{orderId}/decide', {
          params: { orderId: id },
          token: artist.idToken,
          body: { refund_centavos: 0, note: 'Mine.' },
        })
      ).status,
    ).toBe(403);
    const decided = await callOk('POST /admin/order-disputes/{orderId}/decide', {
      params: { orderId: id },
      token: admin.idToken,
      body: { refund_centavos: 33_333, note: 'The frame, not the print.' },
    });
    expect(decided.order).toMatchObject({
      fulfilment: 'refunded',
      refunded: 33_333,
      released: 110_000 - 33_333,
      refund_request: { decision_note: 'The frame, not the print.' },
    });
    expect(await disputedIds()).not.toContain(id);
    // Audit-logged with the decision, by the admin who made it.
    const logged = (await callOk('GET /admin/audit-log', { token: admin.idToken, query: {} })).entries.find(
      (e) => e.targetId === id,
    );
    expect(logged).toMatchObject({ action: 'order_dispute.decided', actorId: admin.userId });
    expect(logged!.summary).toContain('₱333.33 refunded');
    await eventually(
      () => order(buyer, id),
      (o) => o.money === 'settled',
      'settled',
    );
  });
});
