import { ErrorCodes } from '@shared/api/errors';
import { formatPeso, MIN_PAYMENT_CENTAVOS, platformFee } from '@shared/money';
import { CART_MESSAGES } from '@shared/schemas/cart';
import { CHECKOUT_DELIVERY_MESSAGES } from '@shared/schemas/orders';
import { ZONE_LABELS } from '@shared/places';
import { orderDaysToShip, quoteShipping } from '@shared/shipping';
import * as Addresses from '../addresses/addresses';
import * as Shipping from '../shipping/shipping';
import type { DeliveryItem } from './fulfilment-state';
import type { Actor } from '../actor';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';
import * as Arts from '../arts/arts';
import * as Cart from '../cart/cart';
import { siteLink } from '../config';
import * as Counters from '../counters/counters';
import { ConditionFailed, commit, READ_AGAIN, retryOnConflict } from '../db/transactions';
import { db } from '../db/service';
import { AppError, refuse } from '../errors';
import { timeId } from '../ids';
import * as Money from '../money/money';
import * as Paymongo from '../payments/paymongo';
import * as Profiles from '../profiles/profiles';
import {
  type CheckoutItem,
  findCheckout,
  type Line,
  lineAmount,
  type PlannedOrder,
  RESERVATION_MINUTES,
  soldOut,
  syncListings,
} from './records';
import { expire } from './settle';

/**
 * POST /create-checkout-session. The server decides the money: prices come from the stored arts,
 * the fee from shared/money.ts. A checkout reserves its pieces with a conditional transaction
 * (never below zero, whatever the concurrency) together with a reservation that gives them back
 * when it falls due; it plans one order per artist, written once PayMongo's payment is recorded.
 * The whole payment goes to Crafti's wallet (no split): each artist's share is held until their
 * order is completed (functions/core/money/). Each cart line names the pending checkout holding
 * it: asked again for the same lines, the buyer gets that checkout's page back; for other lines,
 * the old checkout is expired first (its PayMongo session too, so it can no longer be paid),
 * then the new one made. The start's transaction is bounded: at most 3 items per art (its stock,
 * its held count, its cart line) and 2 more, 92 at the largest cart (MAX_CART_ITEMS = 30).
 */

export interface StartedCheckout {
  checkout_id: string;
  checkout_url: string;
  payment_intent_id: string | null;
}

const describe = (lines: readonly Line[]) =>
  lines.map((l) => (l.quantity > 1 ? `${l.title} × ${l.quantity}` : l.title)).join(', ');

const sameLines = (a: readonly Line[], b: readonly Line[]) =>
  a.length === b.length &&
  a.every((l) =>
    b.some((m) => m.artId === l.artId && m.quantity === l.quantity && m.unitPriceCentavos === l.unitPriceCentavos),
  );

/** A checkout still waiting for its payment (a declined attempt leaves it payable). */
const isOpen = (c: Pick<CheckoutItem, 'state'>) => c.state === 'pending' || c.state === 'failed';

/** The buyer's open checkouts that hold any of these cart lines. */
async function openHolders(buyerId: string, cartLines: readonly { checkoutId?: string }[]): Promise<CheckoutItem[]> {
  const ids = [...new Set(cartLines.flatMap((l) => (l.checkoutId ? [l.checkoutId] : [])))];
  if (ids.length === 0) return [];
  const { data } = await db()
    .entities.checkout.get(ids.map((checkoutId) => ({ checkoutId })))
    .go();
  return data.filter((c): c is CheckoutItem => Boolean(c) && isOpen(c!) && c!.buyerId === buyerId);
}

/** How long a repeated checkout waits for the page another request of the same buyer is asking PayMongo for. */
const PAGE_WAIT_MS = 10_000;

/**
 * An open checkout whose hosted page another request is still creating: the checkout once it has
 * its page; 'gone' when it stopped being open meanwhile (read the cart again); 'slow' when no page
 * came in time (then it is replaced, as a stuck one should be).
 */
async function pageOf(checkoutId: string): Promise<CheckoutItem | 'gone' | 'slow'> {
  const until = Date.now() + PAGE_WAIT_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const current = await findCheckout(checkoutId);
    if (!current || !isOpen(current)) return 'gone';
    if (current.checkoutUrl) return current;
  }
  return 'slow';
}

/** The buyer's selected cart lines, at stored prices, reserved and sent to PayMongo. */
/** How the buyer wants the pieces: shipped to one of their addresses, and the artists whose pieces they pick up instead. */
export interface DeliveryChoice {
  addressId?: string;
  pickupArtistIds?: readonly string[];
}

export async function start(
  actor: Actor,
  artIds: readonly string[],
  choice: DeliveryChoice = {},
): Promise<StartedCheckout> {
  const buyerId = actor.userId;
  // A cart line or a replaced checkout changed under this attempt (another tab checking out): read again.
  return retryOnConflict(
    () => startReads(buyerId, artIds),
    async (read) => (await attemptStart(buyerId, artIds, choice, read)) ?? READ_AGAIN,
    {
      attempts: START_ATTEMPTS,
      exhausted: () =>
        new AppError(
          ErrorCodes.checkoutCartChanged,
          'Your cart changed while you were checking out. Please try again.',
        ),
    },
  );
}

/** How many times a checkout's start reads the cart again when it changed under it. */
const START_ATTEMPTS = 3;

/** What a checkout's start reads: the three side by side, one round trip instead of three. */
const startReads = (buyerId: string, artIds: readonly string[]) =>
  Promise.all([Profiles.get(buyerId), Cart.linesOf(buyerId, artIds), Arts.findMany(artIds)]);

async function attemptStart(
  buyerId: string,
  artIds: readonly string[],
  choice: DeliveryChoice,
  [profile, found, arts]: Awaited<ReturnType<typeof startReads>>,
): Promise<StartedCheckout | null> {
  // In the order the buyer chose them (a batch read answers in any order), so the same cart always makes the same orders and fee parts.
  const cartLines = [...found].sort((a, b) => artIds.indexOf(a.artId) - artIds.indexOf(b.artId));
  if (!profile?.email || !profile.firstname)
    throw new AppError(ErrorCodes.checkoutDetailsMissing, CART_MESSAGES.userDetails);
  if (cartLines.length === 0) throw new AppError(ErrorCodes.checkoutNoItems, CART_MESSAGES.noItems);
  if (cartLines.length < new Set(artIds).size)
    throw new AppError(
      ErrorCodes.checkoutNotInCart,
      'Some of the selected items are no longer in your cart. Please reload your cart.',
    );

  const replaced = await openHolders(buyerId, cartLines);
  const heldByMe = (artId: string) =>
    replaced.flatMap((c) => c.lines).reduce((sum, l) => sum + (l.artId === artId ? l.quantity : 0), 0);
  const lines: Line[] = cartLines.map((cartLine) => {
    const art = arts.get(cartLine.artId);
    if (!art)
      throw new AppError(
        ErrorCodes.checkoutArtRemoved,
        'One of the selected arts was removed by its artist. Please remove it from your cart.',
      );
    if (art.hidden)
      throw new AppError(
        ErrorCodes.checkoutArtUnavailable,
        'One of the selected arts is no longer available. Please remove it from your cart.',
      );
    if (art.artistId === buyerId) throw refuse(ErrorCodes.checkoutOwnArt, 'You cannot buy your own art.');
    const available = art.quantity + heldByMe(art.artId);
    if (available < cartLine.quantity) throw soldOut(art.title, available);
    return {
      artId: art.artId,
      artistId: art.artistId,
      title: art.title,
      quantity: cartLine.quantity,
      unitPriceCentavos: art.priceCentavos,
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const fee = platformFee(subtotal);
  const byArtist = new Map<string, Line[]>();
  for (const l of lines) byArtist.set(l.artistId, [...(byArtist.get(l.artistId) ?? []), l]);
  const deliveries = await deliveriesOf(buyerId, byArtist, arts, choice);
  const shipping = [...deliveries.values()].reduce((sum, d) => sum + d.shippingCentavos, 0);
  if (subtotal + shipping + fee < MIN_PAYMENT_CENTAVOS)
    throw new AppError(
      ErrorCodes.checkoutTooSmall,
      `PayMongo takes payments of ${formatPeso(MIN_PAYMENT_CENTAVOS)} or more. Please add more to this checkout.`,
    );

  // The same lines again: the same hosted page, the same hold (not renewed).
  const [only] = replaced;
  if (replaced.length === 1 && only && sameLines(only.lines, lines)) {
    // Its page may still be on its way (the same button pressed twice, a second tab): wait for it
    // rather than replace a checkout that another request of this buyer is finishing.
    const ready = only.checkoutUrl ? only : await pageOf(only.checkoutId);
    if (ready === 'gone') return null;
    if (ready !== 'slow')
      return {
        checkout_id: ready.checkoutId,
        checkout_url: ready.checkoutUrl!,
        payment_intent_id: ready.paymentIntentId ?? null,
      };
  }

  // Other lines: each old checkout ends first, its session expired at PayMongo so it cannot be paid too.
  for (const old of replaced) {
    const outcome = await expire(old.checkoutId, 'replaced');
    if (outcome === 'paid') return null; // it was paid meanwhile: read the cart again
  }
  if (replaced.length) return null; // read again: the stock and the lines have moved

  const checkoutId = timeId();
  const createdAt = new Date().toISOString();
  const buyerName = `${profile.firstname} ${profile.lastname}`.trim();
  const amounts = [...byArtist.values()].map((own) => own.reduce((sum, l) => sum + lineAmount(l), 0));
  const fees = Money.feesOf(amounts, fee);
  const orders: PlannedOrder[] = [...byArtist].map(([artistId, own], i) => ({
    orderId: timeId(),
    artistId,
    artistName: arts.get(own[0]!.artId)!.artistName,
    amountCentavos: amounts[i]!,
    feeCentavos: fees[i]!,
    description: describe(own),
    shippingCentavos: deliveries.get(artistId)!.shippingCentavos,
    delivery: deliveries.get(artistId)!.delivery,
  }));
  const checkout = {
    checkoutId,
    buyerId,
    buyerName,
    buyerEmail: profile.email,
    state: 'pending' as const,
    lines,
    orderIds: orders.map((o) => o.orderId),
    orders,
    subtotalCentavos: subtotal,
    shippingCentavos: shipping,
    feeCentavos: fee,
    totalCentavos: subtotal + shipping + fee,
    createdAt,
  };

  const net = new Map<string, number>();
  for (const l of lines) net.set(l.artId, (net.get(l.artId) ?? 0) + l.quantity);
  try {
    await commit((tx) => [
      ...[...net].map(([artId, by]) => Arts.reservePieces(tx, artId, by)),
      ...cartLines.map((l) => Cart.markCheckingOut(tx, buyerId, l.artId, checkoutId, l.checkoutId)),
      ...[...net].map(([artId, by]) => Counters.add(tx, Counters.names.heldPieces(artId), by)),
      tx.checkout.create(checkout).commit(),
      tx.reservation
        .create({ checkoutId, releaseAt: new Date(Date.now() + RESERVATION_MINUTES * 60_000).toISOString() })
        .commit(),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    const short = err.failedIndexes.map((i) => [...net][i]).find(Boolean);
    if (!short) return null; // a cart line changed (another tab checking out): read again
    const line = lines.find((l) => l.artId === short[0])!;
    const now = await Arts.find(line.artId);
    throw soldOut(line.title, now?.quantity ?? 0);
  }
  await syncListings(lines, 'down');
  return openSession(checkout, buyerName, profile.email);
}

/** Asks PayMongo for the hosted page of a reserved checkout; gives the pieces back when it cannot. */
async function openSession(
  checkout: { checkoutId: string; lines: Line[]; feeCentavos: number; orders: PlannedOrder[] },
  buyerName: string,
  email: string,
): Promise<StartedCheckout> {
  const { checkoutId, lines } = checkout;
  let session: Awaited<ReturnType<typeof Paymongo.createCheckoutSession>>;
  try {
    session = await Paymongo.createCheckoutSession(
      {
        referenceNumber: checkoutId,
        lineItems: [
          ...lines.map((l) => ({ name: l.title, amount: l.unitPriceCentavos, quantity: l.quantity })),
          ...checkout.orders.map((o) => ({
            name: `Shipping: ${o.artistName}`,
            amount: o.shippingCentavos ?? 0,
            quantity: 1,
          })),
          { name: 'For Developer (5%)', amount: checkout.feeCentavos, quantity: 1 },
        ].filter((item) => item.amount > 0),
        billing: { name: buyerName, email },
        description: `Crafti order ${checkoutId}`,
        successUrl: siteLink(`/checkout/complete?checkout=${checkoutId}`),
        cancelUrl: siteLink(`/checkout/complete?checkout=${checkoutId}&canceled=1`),
        metadata: { checkout_id: checkoutId },
      },
      { idempotencyKey: `crafti:checkout:${checkoutId}` },
    );
  } catch (err) {
    log.error('checkout session could not be created', { checkoutId, error: serializeError(err) });
    Metrics.count('checkoutFailures', 1, { checkoutId });
    await expire(checkoutId, 'no_session').catch((releaseErr) =>
      log.error('releasing a checkout without a session failed', { checkoutId, error: serializeError(releaseErr) }),
    );
    throw new AppError(ErrorCodes.checkoutFailed, CART_MESSAGES.checkoutFailed);
  }
  try {
    await db()
      .entities.checkout.patch({ checkoutId })
      .set({
        sessionId: session.sessionId,
        checkoutUrl: session.checkoutUrl,
        ...(session.paymentIntentId ? { paymentIntentId: session.paymentIntentId } : {}),
      })
      .where((attr, op) => op.eq(attr.state, 'pending'))
      .go();
  } catch (err) {
    if (
      !String((err as Error)?.message)
        .toLowerCase()
        .includes('conditional')
    )
      throw err;
    // Replaced by a newer checkout of the same lines (another tab) while PayMongo answered.
    await Paymongo.expireCheckoutSession(session.sessionId).catch(() => undefined);
    throw new AppError(
      ErrorCodes.checkoutReplaced,
      'This checkout was replaced by a newer one. Please open your cart again.',
    );
  }
  Metrics.count('ordersCreated', 1, { checkoutId });
  return { checkout_id: checkoutId, checkout_url: session.checkoutUrl, payment_intent_id: session.paymentIntentId };
}

/** An artist's part of the checkout: what the buyer pays to get it, and how it reaches them (stored on the order). */
interface PlannedDelivery {
  shippingCentavos: number;
  delivery: DeliveryItem;
}

/**
 * How each artist's pieces reach the buyer, decided by the server from the artist's shipping
 * profile: a pickup the buyer chose (where the artist offers one), or shipped to the buyer's
 * chosen address (their default when none is named) at the profile's rate for its zone (free
 * above the artist's amount).
 */
async function deliveriesOf(
  buyerId: string,
  byArtist: Map<string, Line[]>,
  arts: Awaited<ReturnType<typeof Arts.findMany>>,
  choice: DeliveryChoice,
): Promise<Map<string, PlannedDelivery>> {
  const artistIds = [...byArtist.keys()];
  const pickups = new Set(choice.pickupArtistIds ?? []);
  // The address chosen, else the buyer's default (what the checkout page prefills).
  const [profiles, address] = await Promise.all([
    Shipping.profilesOf(artistIds),
    choice.addressId ? Addresses.findOwn(buyerId, choice.addressId) : Addresses.defaultOf(buyerId),
  ]);
  if (choice.addressId && !address)
    throw new AppError(ErrorCodes.checkoutAddressMissing, CHECKOUT_DELIVERY_MESSAGES.addressNotYours);
  const out = new Map<string, PlannedDelivery>();
  for (const [artistId, own] of byArtist) {
    const name = arts.get(own[0]!.artId)!.artistName;
    const profile = profiles.get(artistId);
    if (!profile) throw new AppError(ErrorCodes.shippingNotSet, CHECKOUT_DELIVERY_MESSAGES.notSet(name));
    const daysToShip =
      orderDaysToShip(
        profile,
        own.map((l) => arts.get(l.artId)?.daysToShip),
      ) ?? profile.days_to_ship;
    if (pickups.has(artistId)) {
      if (!profile.pickup) throw new AppError(ErrorCodes.shippingNoRoute, CHECKOUT_DELIVERY_MESSAGES.noPickup(name));
      out.set(artistId, {
        shippingCentavos: 0,
        delivery: { kind: 'pickup', place: profile.pickup.place, note: profile.pickup.note, daysToShip },
      });
      continue;
    }
    if (!address) throw new AppError(ErrorCodes.checkoutAddressMissing, CHECKOUT_DELIVERY_MESSAGES.chooseAddress);
    const quote = quoteShipping(profile, {
      zone: address.zone,
      pieces: own.reduce((sum, l) => sum + l.quantity, 0),
      piecesCentavos: own.reduce((sum, l) => sum + lineAmount(l), 0),
      daysToShip,
    });
    if (quote.kind !== 'ship')
      throw new AppError(
        ErrorCodes.shippingNoRoute,
        CHECKOUT_DELIVERY_MESSAGES.noRoute(name, ZONE_LABELS[address.zone], quote.kind === 'pickup_only'),
      );
    out.set(artistId, {
      shippingCentavos: quote.shippingCentavos,
      delivery: {
        kind: 'ship',
        address,
        zone: address.zone,
        deliveryDays: quote.deliveryDays,
        daysToShip: quote.daysToShip,
      },
    });
  }
  return out;
}
