import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as Checkout from '@functions/core/checkout/checkout';
import { db } from '@functions/core/db/service';
import { Metrics } from '@functions/core/observability/metrics';
import * as Money from '@functions/core/money/money';
import { ordersListed, stockOf } from '../support/checkout-reads';
import { waitForMail } from '../support/mailbox';
import { CARDS, sessionIdOf, sim } from '../support/paymongo';
import { eventually } from '../support/eventually';
import { addToCart, checkoutOf, newArt, startCheckout } from '../support/shop';
import { createPerson, type TestUser } from '../support/users';

/**
 * A checkout's reservation ending: expired with its PayMongo session when it lapses (unless PayMongo
 * took the payment first), a payment that came after the pieces were sold again refunded whole, and
 * an art off Browse Arts only while its last piece is held.
 */

const { endpoints } = inject('stack');

describe('checkout', () => {
  let artist: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [artist, client, stranger] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'lapse-artist' }),
      createPerson({ role: 'Client', prefix: 'lapse-client' }),
      createPerson({ role: 'Client', prefix: 'lapse-stranger' }),
    ]);
  });

  it('ends a lapsed reservation by expiring its PayMongo session first, so it can no longer be paid, then gives its pieces back', async () => {
    const art = await newArt(artist, { quantity: 1 });
    const buyer = await createPerson({ role: 'Client', prefix: 'lapse-0' });
    await addToCart(buyer, art.art_id);
    const lapsed = await startCheckout(buyer, [art.art_id]);
    expect(
      await Checkout.expireDue(new Date(Date.now() + (Checkout.RESERVATION_MINUTES + 1) * 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect((await checkoutOf(buyer, lapsed.checkout_id)).status).toBe('expired');
    expect(await stockOf(art.art_id)).toBe(1);
    const session = (await sim(`sessions/${sessionIdOf(lapsed.checkout_url)}`)) as {
      data: { attributes: { status: string } };
    };
    expect(session.data.attributes.status).toBe('expired');
    const tryPay = await fetch(`${endpoints.paymongo}/__sim/sessions/${sessionIdOf(lapsed.checkout_url)}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: CARDS.succeeds }),
    });
    expect(tryPay.status).toBe(400);
  });

  it('records a payment PayMongo took just before the lapse instead of expiring it (the session refuses to expire)', async () => {
    const art = await newArt(artist, { quantity: 1 });
    const buyer = await createPerson({ role: 'Client', prefix: 'lapse-paid' });
    await addToCart(buyer, art.art_id);
    const started = await startCheckout(buyer, [art.art_id]);
    await sim('hold', {});
    try {
      await sim(`sessions/${sessionIdOf(started.checkout_url)}/pay`, { card: CARDS.succeeds });
      // The webhook is held; the sweeper finds the reservation due first.
      await Checkout.expireDue(new Date(Date.now() + (Checkout.RESERVATION_MINUTES + 1) * 60_000));
      expect((await checkoutOf(buyer, started.checkout_id)).status).toBe('paid');
      expect(await stockOf(art.art_id)).toBe(0);
    } finally {
      await sim('release', {});
    }
    await sim('idle', {});
    expect((await ordersListed(buyer)).filter((o) => o.checkout_id === started.checkout_id)).toHaveLength(1);
  });

  it('refunds a payment whole (and alarms) when it came for pieces sold after its checkout lapsed', async () => {
    const art = await newArt(artist, { quantity: 1, price: '500.00' });
    const [first, second] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'lapse-1' }),
      createPerson({ role: 'Client', prefix: 'lapse-2' }),
    ]);
    await addToCart(first, art.art_id);
    await addToCart(second, art.art_id);
    const lapsed = await startCheckout(first, [art.art_id]);
    const total = (await checkoutOf(first, lapsed.checkout_id)).total;
    await sim('hold', {});
    const count = vi.spyOn(Metrics, 'count');
    try {
      // PayMongo took the payment, but Crafti saw the checkout lapse without it (its expiry answered as if unpaid).
      await sim(`sessions/${sessionIdOf(lapsed.checkout_url)}/pay`, { card: CARDS.succeeds });
      expect(await Checkout.expire(lapsed.checkout_id, 'no_session')).toBe('expired');
      const sold = await startCheckout(second, [art.art_id]);
      await sim(`sessions/${sessionIdOf(sold.checkout_url)}/pay`, { card: CARDS.succeeds });
      const paid = (await Money.paidSession(sessionIdOf(lapsed.checkout_url)))!;
      expect(paid).toMatchObject({ reference: lapsed.checkout_id, amount: total });
      expect(
        await Checkout.onPaid({ id: `evt_late_${lapsed.checkout_id}`, type: 'checkout_session.payment.paid' }, paid),
      ).toBe('refunding');
      expect(count).toHaveBeenCalledWith(
        'unwantedPayments',
        1,
        expect.objectContaining({ subject: `checkout:${lapsed.checkout_id}` }),
      );
    } finally {
      count.mockRestore();
      await sim('release', {});
    }
    await sim('idle', {});
    const refunded = await eventually(
      () => checkoutOf(first, lapsed.checkout_id),
      (c) => c.status === 'refunded',
      'the late payment refunded',
    );
    expect(refunded.orders.every((o) => o.payment_status !== 'paid')).toBe(true);
    const refunds = (
      (await sim('refunds')) as { data: { attributes: { amount: number; payment_id: string; status: string } }[] }
    ).data;
    const payment = (await Money.paidSession(sessionIdOf(lapsed.checkout_url)))!.paymentId;
    expect(
      refunds.filter((r) => r.attributes.payment_id === payment).map((r) => [r.attributes.amount, r.attributes.status]),
    ).toEqual([[total, 'succeeded']]);
    // The ledger: paid in, held whole, refunded whole; the second buyer has the piece.
    const entries = await Money.entriesOf(lapsed.checkout_id);
    expect(entries.map((e) => e.kind).sort()).toEqual(['payment', 'refund']);
    expect(await stockOf(art.art_id)).toBe(0);
    expect((await ordersListed(second)).length).toBe(1);
    expect(await ordersListed(first)).toEqual([]);
    await waitForMail(endpoints.mailbox, first.email, 'Your Crafti payment was refunded');
  });

  it('takes an art off Browse Arts when a checkout reserves its last piece, not before, and lists it again when that reservation is released', async () => {
    const art = await newArt(artist, { quantity: 2, title: 'Two Left' });
    const listings = async () => (await db().entities.artListing.query.byArt({ artId: art.art_id }).go()).data.length;
    const listed = await listings();
    expect(listed).toBeGreaterThan(0);
    await addToCart(client, art.art_id);
    await addToCart(stranger, art.art_id);
    await startCheckout(client, [art.art_id]);
    expect(await listings()).toBe(listed);
    const last = await startCheckout(stranger, [art.art_id]);
    expect(await stockOf(art.art_id)).toBe(0);
    expect(await listings()).toBe(0);
    expect(await Checkout.expire(last.checkout_id, 'lapsed')).toBe('expired');
    expect(await stockOf(art.art_id)).toBe(1);
    expect(await listings()).toBe(listed);
  });
});
