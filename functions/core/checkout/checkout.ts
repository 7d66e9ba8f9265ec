import { ErrorCodes } from '@shared/api/errors';
import { formatPeso, platformFee } from '@shared/money';
import { CART_MESSAGES } from '@shared/schemas/cart';
import { ORDERS_PAGE_SIZE, type Checkout, type Order, type OrderStatus, type PaymentState } from '@shared/schemas/orders';
import { log, serializeError } from '../../lib/log';
import { Metrics } from '../../lib/metrics';
import * as Arts from '../arts/arts';
import * as Cart from '../cart/cart';
import { siteLink } from '../config';
import { checkedCursor } from '../db/cursor';
import { ConditionFailed, commit } from '../db/transactions';
import { db, type TransactionEntities } from '../db/service';
import { AppError, forbidden } from '../errors';
import { timeId } from '../ids';
import { receiptMail, saleMail } from '../mail/templates';
import { sendMail } from '../mail/mailer';
import * as Notifications from '../notifications/notifications';
import * as Paymongo from '../payments/paymongo';
import * as Profiles from '../profiles/profiles';
import * as Realtime from '../realtime/realtime';

/**
 * Checkout, orders and stock (DESIGN §7). The server decides the money: prices come from the
 * stored arts, the fee from shared/money.ts. A checkout reserves its pieces with a conditional
 * transaction (never below zero, whatever the concurrency) together with its orders and a
 * reservation that gives the pieces back when it falls due; PayMongo's webhook settles it.
 */

/** How long a checkout holds its pieces before the sweeper gives them back. */
export const RESERVATION_MINUTES = 30;

type CheckoutItem = NonNullable<Awaited<ReturnType<typeof findCheckout>>>;
type OrderItem = NonNullable<Awaited<ReturnType<typeof findOrder>>>;
type Line = CheckoutItem['lines'][number];

async function findCheckout(checkoutId: string) {
  const { data } = await db().entities.checkout.get({ checkoutId }).go();
  return data;
}

async function findOrder(orderId: string) {
  const { data } = await db().entities.order.get({ orderId }).go();
  return data;
}

async function ordersOf(checkout: Pick<CheckoutItem, 'orderIds'>): Promise<OrderItem[]> {
  const { data } = await db().entities.order.get(checkout.orderIds.map((orderId) => ({ orderId }))).go();
  return data.filter((o): o is OrderItem => Boolean(o));
}

const lineAmount = (l: Line) => l.unitPriceCentavos * l.quantity;

function toOrder(o: OrderItem): Order {
  return {
    id: o.orderId,
    checkout_id: o.checkoutId,
    date: o.createdAt,
    status: o.status,
    payment_status: o.payState,
    description: o.description,
    amount: o.amountCentavos,
    items: o.lines.map((l) => ({ art_id: l.artId, title: l.title, quantity: l.quantity, unit_price: l.unitPriceCentavos, amount: lineAmount(l) })),
    artist_id: o.artistId,
    artist_name: o.artistName,
    user_name: o.buyerName,
    user_id: o.buyerId,
  };
}

function toCheckout(c: CheckoutItem, orders: OrderItem[]): Checkout {
  return {
    checkout_id: c.checkoutId,
    status: c.state,
    created_at: c.createdAt,
    subtotal: c.subtotalCentavos,
    fee: c.feeCentavos,
    total: c.totalCentavos,
    checkout_url: c.checkoutUrl ?? '',
    orders: orders.map(toOrder),
  };
}

const describe = (lines: readonly Line[]) => lines.map((l) => (l.quantity > 1 ? `${l.title} × ${l.quantity}` : l.title)).join(', ');

const soldOut = (title: string, left: number) =>
  new AppError('sold_out', 409, left <= 0 ? `Sorry, "${title}" is sold out.` : `Only ${left} of "${title}" ${left === 1 ? 'is' : 'are'} left. Please lower the quantity in your cart.`);

/** The pieces that move a checkout and its orders from `pending` to `to`. */
function settlePieces(tx: TransactionEntities, checkout: CheckoutItem, orders: OrderItem[], from: PaymentState, to: PaymentState) {
  return [
    tx.checkout
      .patch({ checkoutId: checkout.checkoutId })
      .set({ state: to })
      .where((attr, op) => op.eq(attr.state, from))
      .commit(),
    ...orders.map((o) =>
      tx.order
        .patch({ orderId: o.orderId })
        .set({ payState: to, createdAt: o.createdAt })
        .commit(),
    ),
  ];
}

/** Pushes each order's new state to its buyer's and artist's tabs. */
async function pushOrders(orders: OrderItem[], payState: PaymentState) {
  await Promise.all(
    orders.flatMap((o) => {
      const message = { type: 'order' as const, orderId: o.orderId, checkoutId: o.checkoutId, payment_status: payState, status: o.status };
      return [Realtime.pushToUser(o.buyerId, message), Realtime.pushToUser(o.artistId, message)];
    }),
  );
}

/**
 * After stock moved (`down`: pieces were taken): each art's Browse listing follows (sold out
 * leaves, back in stock returns).
 */
async function syncListings(lines: readonly Line[], moved: 'down' | 'either' = 'either') {
  await Promise.all(
    [...new Set(lines.map((l) => l.artId))].map((artId) => Arts.syncListings(artId, moved).catch((err) => log.warn('listing sync failed', { artId, error: serializeError(err) }))),
  );
}

/**
 * POST /create-checkout-session: the buyer's selected cart lines, at stored prices, reserved and
 * sent to PayMongo. Lines must be in the buyer's cart and available; quantities are the cart's.
 */
export async function start(buyerId: string, artIds: readonly string[]): Promise<{ checkout_id: string; checkout_url: string; payment_intent_id: string | null }> {
  // The three reads side by side (the arts asked for, which are the lines' unless the request is
  // refused below): one round trip instead of three.
  const [profile, cartLines, arts] = await Promise.all([Profiles.get(buyerId), Cart.linesOf(buyerId, artIds), Arts.findMany(artIds)]);
  if (!profile?.email || !profile.firstname) throw new AppError(ErrorCodes.badRequest, 400, CART_MESSAGES.userDetails);
  if (cartLines.length === 0) throw new AppError(ErrorCodes.badRequest, 400, CART_MESSAGES.noItems);
  if (cartLines.length < new Set(artIds).size) throw new AppError(ErrorCodes.badRequest, 400, 'Some of the selected items are no longer in your cart. Please reload your cart.');

  const lines: Line[] = cartLines.map((cartLine) => {
    const art = arts.get(cartLine.artId);
    if (!art) throw new AppError('sold_out', 409, 'One of the selected arts was removed by its artist. Please remove it from your cart.');
    if (art.artistId === buyerId) throw forbidden('You cannot buy your own art.');
    if (art.quantity < cartLine.quantity) throw soldOut(art.title, art.quantity);
    return { artId: art.artId, artistId: art.artistId, title: art.title, quantity: cartLine.quantity, unitPriceCentavos: art.priceCentavos };
  });

  const subtotal = lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const fee = platformFee(subtotal);
  const checkoutId = timeId();
  const createdAt = new Date().toISOString();
  const byArtist = new Map<string, Line[]>();
  for (const l of lines) byArtist.set(l.artistId, [...(byArtist.get(l.artistId) ?? []), l]);
  const buyerName = `${profile.firstname} ${profile.lastname}`.trim();
  const orders = [...byArtist].map(([artistId, own]) => ({
    orderId: timeId(),
    checkoutId,
    buyerId,
    buyerName,
    artistId,
    artistName: arts.get(own[0]!.artId)!.artistName,
    lines: own,
    amountCentavos: own.reduce((sum, l) => sum + lineAmount(l), 0),
    description: describe(own),
    payState: 'pending' as const,
    status: 'Pending' as const,
    createdAt,
  }));
  const checkout = {
    checkoutId,
    buyerId,
    buyerName,
    buyerEmail: profile.email,
    state: 'pending' as const,
    lines,
    orderIds: orders.map((o) => o.orderId),
    subtotalCentavos: subtotal,
    feeCentavos: fee,
    totalCentavos: subtotal + fee,
    createdAt,
  };

  try {
    await commit((tx) => [
      ...lines.map((l) => Arts.reservePieces(tx, l.artId, l.quantity)),
      tx.checkout.create(checkout).commit(),
      ...orders.map((o) => tx.order.create(o).commit()),
      tx.reservation.create({ checkoutId, releaseAt: new Date(Date.now() + RESERVATION_MINUTES * 60_000).toISOString() }).commit(),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) {
      const failed = lines[err.failedIndexes.find((i) => i < lines.length) ?? 0]!;
      const now = await Arts.find(failed.artId);
      throw soldOut(failed.title, now?.quantity ?? 0);
    }
    throw err;
  }
  await syncListings(lines, 'down');

  let session: Awaited<ReturnType<typeof Paymongo.createCheckoutSession>>;
  try {
    session = await Paymongo.createCheckoutSession({
      referenceNumber: checkoutId,
      lineItems: [
        ...lines.map((l) => ({ name: l.title, amount: l.unitPriceCentavos, quantity: l.quantity })),
        { name: 'For Developer (5%)', amount: fee, quantity: 1 },
      ].filter((item) => item.amount > 0),
      billing: { name: buyerName, email: profile.email },
      description: `Crafti order ${checkoutId}`,
      successUrl: siteLink(`/checkout/complete?checkout=${checkoutId}`),
      cancelUrl: siteLink(`/checkout/complete?checkout=${checkoutId}&canceled=1`),
      metadata: { checkout_id: checkoutId },
    });
  } catch (err) {
    log.error('checkout session could not be created', { checkoutId, error: serializeError(err) });
    Metrics.count('checkoutFailures', 1, { checkoutId });
    await release(checkoutId, 'failed').catch((releaseErr) => log.error('releasing a failed checkout failed', { checkoutId, error: serializeError(releaseErr) }));
    throw new AppError('checkout_failed', 502, CART_MESSAGES.checkoutFailed);
  }
  await db()
    .entities.checkout.patch({ checkoutId })
    .set({ sessionId: session.sessionId, checkoutUrl: session.checkoutUrl, ...(session.paymentIntentId ? { paymentIntentId: session.paymentIntentId } : {}) })
    .go();
  Metrics.count('ordersCreated', 1, { checkoutId });
  return { checkout_id: checkoutId, checkout_url: session.checkoutUrl, payment_intent_id: session.paymentIntentId };
}

/**
 * Gives a pending checkout's pieces back and marks it `to` (expired, failed). Arts deleted
 * meanwhile are skipped. Answers false when it was no longer pending.
 */
export async function release(checkoutId: string, to: 'expired' | 'failed', eventId?: { id: string; type: string }): Promise<boolean> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const checkout = await findCheckout(checkoutId);
    if (!checkout || checkout.state !== 'pending') {
      if (eventId) await recordEvent(eventId, checkoutId, 'ignored');
      return false;
    }
    const orders = await ordersOf(checkout);
    const present = await Arts.findMany(checkout.lines.map((l) => l.artId));
    try {
      await commit(
        (tx) => [
          ...settlePieces(tx, checkout, orders, 'pending', to),
          ...checkout.lines.filter((l) => present.has(l.artId)).map((l) => Arts.releasePieces(tx, l.artId, l.quantity)),
          tx.reservation.delete({ checkoutId }).commit(),
          ...(eventId ? [eventPiece(tx, eventId, checkoutId, to)] : []),
        ],
        { after: () => Promise.all([syncListings(checkout.lines), pushOrders(orders, to), checkout.sessionId && to === 'expired' ? Paymongo.expireCheckoutSession(checkout.sessionId).catch(() => undefined) : undefined]) },
      );
      if (to === 'expired') Metrics.count('ordersExpired', 1, { checkoutId });
      return true;
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // The event was handled already, the state moved, or an art went meanwhile: read again.
      if (eventId && (await eventSeen(eventId.id))) return false;
    }
  }
  throw new Error(`Could not release checkout ${checkoutId}`);
}

function eventPiece(tx: TransactionEntities, event: { id: string; type: string }, checkoutId: string, outcome: string) {
  return tx.paymentEvent.create({ eventId: event.id, type: event.type, checkoutId, outcome }).commit();
}

async function eventSeen(eventId: string): Promise<boolean> {
  const { data } = await db().entities.paymentEvent.get({ eventId }).go();
  return Boolean(data);
}

async function recordEvent(event: { id: string; type: string }, checkoutId: string | undefined, outcome: string) {
  await db()
    .entities.paymentEvent.create({ eventId: event.id, type: event.type, checkoutId, outcome })
    .go()
    .catch((err) => {
      if (!String(err?.message).includes('conditional')) throw err;
    });
}

/**
 * Settles a paid checkout: orders paid, reservation gone, the lines out of the cart, each artist
 * notified, in one transaction with the event's id (a redelivery changes nothing). A payment
 * that arrives after the reservation lapsed takes the pieces again if they are still there.
 */
export async function markPaid(checkoutId: string, event: { id: string; type: string }): Promise<'paid' | 'duplicate' | 'unknown' | 'unfulfillable'> {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (await eventSeen(event.id)) return 'duplicate';
    const checkout = await findCheckout(checkoutId);
    if (!checkout) {
      await recordEvent(event, checkoutId, 'unknown_checkout');
      return 'unknown';
    }
    if (checkout.state === 'paid') {
      await recordEvent(event, checkoutId, 'already_paid');
      return 'duplicate';
    }
    const orders = await ordersOf(checkout);
    const lapsed = checkout.state !== 'pending';
    const inCart = (await Cart.linesOf(checkout.buyerId, checkout.lines.map((l) => l.artId))).map((l) => l.artId);
    const profiles = await Promise.all(orders.map((o) => Profiles.get(o.artistId)));
    const pushes: { userId: string; notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] }[] = [];
    try {
      await commit(
        (tx) => {
          pushes.length = 0;
          const notices = orders.flatMap((o) => {
            const { pieces, notification } = Notifications.notifyPieces(tx, o.artistId, {
              type: 'sale',
              message: `${checkout.buyerName} bought ${o.description} (${formatPeso(o.amountCentavos)}).`,
              link: '/transaction-history',
            });
            pushes.push({ userId: o.artistId, notification });
            return pieces;
          });
          return [
            eventPiece(tx, event, checkoutId, lapsed ? 'paid_after_lapse' : 'paid'),
            ...settlePieces(tx, checkout, orders, checkout.state, 'paid'),
            ...(lapsed ? checkout.lines.map((l) => Arts.reservePieces(tx, l.artId, l.quantity)) : [tx.reservation.delete({ checkoutId }).commit()]),
            ...Cart.removePieces(tx, checkout.buyerId, inCart),
            ...notices,
          ];
        },
        {
          after: async () => {
            await Promise.all([
              ...pushes.map((p) => Notifications.push(p.userId, p.notification)),
              pushOrders(orders, 'paid'),
              Cart.pushCount(checkout.buyerId),
              lapsed ? syncListings(checkout.lines) : undefined,
            ]);
            await sendPaidMails(checkout, orders, profiles);
          },
        },
      );
      Metrics.count('ordersPaid', 1, { checkoutId });
      return 'paid';
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      if (lapsed && !(await eventSeen(event.id))) {
        const fresh = await findCheckout(checkoutId);
        if (fresh?.state === checkout.state) {
          // The pieces are gone: the money came for stock that was sold meanwhile.
          log.error('payment arrived after the reservation lapsed and the stock is gone: refund it', { checkoutId, eventId: event.id });
          await recordEvent(event, checkoutId, 'unfulfillable');
          return 'unfulfillable';
        }
      }
    }
  }
  throw new Error(`Could not settle checkout ${checkoutId}`);
}

async function sendPaidMails(checkout: CheckoutItem, orders: OrderItem[], artists: (Awaited<ReturnType<typeof Profiles.get>> | undefined)[]) {
  const mailLines = (lines: readonly Line[]) => lines.map((l) => ({ title: l.title, quantity: l.quantity, amount: formatPeso(lineAmount(l)) }));
  const buyerFirst = checkout.buyerName.split(' ')[0] ?? checkout.buyerName;
  const mails = [
    receiptMail(
      checkout.buyerEmail,
      buyerFirst,
      { lines: mailLines(checkout.lines), subtotal: formatPeso(checkout.subtotalCentavos), fee: formatPeso(checkout.feeCentavos), total: formatPeso(checkout.totalCentavos), reference: checkout.checkoutId },
      siteLink(`/checkout/complete?checkout=${checkout.checkoutId}`),
    ),
    ...orders.flatMap((o, i) => {
      const artist = artists[i];
      return artist?.email ? [saleMail(artist.email, artist.firstname, { buyerName: checkout.buyerName, lines: mailLines(o.lines), amount: formatPeso(o.amountCentavos) }, siteLink('/transaction-history'))] : [];
    }),
  ];
  const results = await Promise.allSettled(mails.map((m) => sendMail(m)));
  for (const r of results) if (r.status === 'rejected') log.error('order e-mail failed', { checkoutId: checkout.checkoutId, error: serializeError(r.reason) });
}

/** The checkout PayMongo's payment intent belongs to (a `payment.failed` event names only that). */
export async function checkoutOfPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
  const { data } = await db().entities.checkout.query.byPaymentIntent({ paymentIntentId }).go({ limit: 1 });
  return data[0]?.checkoutId;
}

/** Records an event that needs nothing done (its id, so redeliveries are recognised). */
export async function ignoreEvent(event: { id: string; type: string }, outcome: string): Promise<void> {
  await recordEvent(event, undefined, outcome);
}

/** The sweeper: every reservation due by `now` gives its pieces back; answers how many lapsed. */
export async function expireDue(now = new Date()): Promise<number> {
  let expired = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { checkoutId: string }[]; cursor: string | null } = await db()
      .entities.reservation.query.due({ shard: 'all' })
      .lte({ releaseAt: now.toISOString() })
      .go({ limit: 50, cursor });
    for (const r of page.data) {
      try {
        if (await release(r.checkoutId, 'expired')) expired++;
        else await db().entities.reservation.delete({ checkoutId: r.checkoutId }).go();
      } catch (err) {
        log.error('reservation could not be released', { checkoutId: r.checkoutId, error: serializeError(err) });
        Metrics.count('reservationSweepFailures', 1, { checkoutId: r.checkoutId });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return expired;
}

/** The return page's view of a checkout: its buyer (or an admin) only. */
export async function view(checkoutId: string, caller: { userId: string; isAdmin: boolean }): Promise<Checkout> {
  const checkout = await findCheckout(checkoutId);
  if (!checkout) throw new AppError(ErrorCodes.notFound, 404, 'Order not found.');
  if (checkout.buyerId !== caller.userId && !caller.isAdmin) throw forbidden('This is not your order.');
  return toCheckout(checkout, await ordersOf(checkout));
}

/** POST /order: the order the server made for that payment intent, for its buyer. */
export async function acknowledge(paymentIntentId: string, caller: { userId: string; isAdmin: boolean }): Promise<Checkout> {
  const checkoutId = await checkoutOfPaymentIntent(paymentIntentId);
  if (!checkoutId) throw new AppError(ErrorCodes.notFound, 404, 'Order not found.');
  return view(checkoutId, caller);
}

/** The buyer's orders, newest first. */
export async function ordersOfBuyer(buyerId: string, cursor?: string) {
  const entity = db().entities.order;
  const page = await entity.query
    .byBuyer({ buyerId })
    .go({ order: 'desc', limit: ORDERS_PAGE_SIZE, cursor: cursor ? checkedCursor(cursor, entity, 'byBuyer', { buyerId }) : null });
  return { items: page.data.map(toOrder), cursor: page.cursor ?? null, total: null };
}

/** The artist's paid sales (Transactions), newest first. */
export async function salesOfArtist(artistId: string, cursor?: string) {
  const entity = db().entities.order;
  const page = await entity.query
    .byArtist({ artistId, payState: 'paid' })
    .go({ order: 'desc', limit: ORDERS_PAGE_SIZE, cursor: cursor ? checkedCursor(cursor, entity, 'byArtist', { artistId, payState: 'paid' }) : null });
  return { items: page.data.map(toOrder), cursor: page.cursor ?? null, total: null };
}

/** The selling artist sets the fulfilment status of a paid order; the buyer is told. */
export async function setStatus(orderId: string, artistId: string, status: OrderStatus): Promise<Order> {
  const order = await findOrder(orderId);
  if (!order) throw new AppError(ErrorCodes.notFound, 404, 'Order not found.');
  if (order.artistId !== artistId) throw forbidden('Only the artist who sold this order can change its status.');
  if (order.payState !== 'paid') throw new AppError(ErrorCodes.conflict, 409, 'Only a paid order has a status to set.');
  if (order.status === status) return toOrder(order);
  const buyerRole = (await Profiles.get(order.buyerId))?.role;
  let notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
  await commit(
    (tx) => {
      const notice = Notifications.notifyPieces(tx, order.buyerId, {
        type: 'order_status',
        message: `${order.artistName} set your order "${order.description}" to ${status}.`,
        link: `/${buyerRole === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`,
      });
      notification = notice.notification;
      return [
        tx.order
          .patch({ orderId })
          .set({ status })
          .where((attr, op) => op.eq(attr.payState, 'paid'))
          .commit(),
        ...notice.pieces,
      ];
    },
    { after: () => Promise.all([Notifications.push(order.buyerId, notification), pushOrders([{ ...order, status }], 'paid')]) },
  );
  return toOrder({ ...order, status });
}
