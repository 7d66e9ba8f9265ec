import { ErrorCodes } from '@shared/api/errors';
import { platformFee } from '@shared/money';
import { CART_MESSAGES } from '@shared/schemas/cart';
import type { Actor } from '../actor';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';
import * as Arts from '../arts/arts';
import * as Cart from '../cart/cart';
import { siteLink } from '../config';
import * as Counters from '../counters/counters';
import { ConditionFailed, commit } from '../db/transactions';
import { db } from '../db/service';
import { AppError, forbidden } from '../errors';
import { timeId } from '../ids';
import * as Paymongo from '../payments/paymongo';
import * as Payouts from '../payouts/accounts';
import * as Profiles from '../profiles/profiles';
import { feesOf, splitOf } from './ledger';
import { type CheckoutItem, findCheckout, type Line, lineAmount, ordersOf, pushOrders, RESERVATION_MINUTES, settlePieces, soldOut, syncListings } from './records';
import { release } from './settle';

/**
 * POST /create-checkout-session. The server decides the money: prices come from the stored arts,
 * the fee from shared/money.ts. A checkout reserves its pieces with a conditional transaction
 * (never below zero, whatever the concurrency) together with its orders and a reservation that
 * gives the pieces back when it falls due. Each cart line names the pending checkout holding it:
 * asked again for the same lines, the buyer gets that checkout's page back; for other lines, the
 * new checkout replaces the old one in its own transaction (the old pieces given back). One buyer
 * never holds a line's pieces twice.
 */

export interface StartedCheckout {
  checkout_id: string;
  checkout_url: string;
  payment_intent_id: string | null;
}

const describe = (lines: readonly Line[]) => lines.map((l) => (l.quantity > 1 ? `${l.title} × ${l.quantity}` : l.title)).join(', ');

const sameLines = (a: readonly Line[], b: readonly Line[]) =>
  a.length === b.length && a.every((l) => b.some((m) => m.artId === l.artId && m.quantity === l.quantity && m.unitPriceCentavos === l.unitPriceCentavos));

/** The buyer's pending checkouts that hold any of these cart lines. */
async function pendingHolders(buyerId: string, cartLines: readonly { checkoutId?: string }[]): Promise<CheckoutItem[]> {
  const ids = [...new Set(cartLines.flatMap((l) => (l.checkoutId ? [l.checkoutId] : [])))];
  if (ids.length === 0) return [];
  const { data } = await db().entities.checkout.get(ids.map((checkoutId) => ({ checkoutId }))).go();
  return data.filter((c): c is CheckoutItem => Boolean(c) && c!.state === 'pending' && c!.buyerId === buyerId);
}

/** Pieces per art: + what the new checkout takes, − what the replaced ones give back. */
function netPieces(lines: readonly Line[], replaced: readonly CheckoutItem[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const l of lines) net.set(l.artId, (net.get(l.artId) ?? 0) + l.quantity);
  for (const l of replaced.flatMap((c) => c.lines)) net.set(l.artId, (net.get(l.artId) ?? 0) - l.quantity);
  return net;
}

/** How long a repeated checkout waits for the page another request of the same buyer is asking PayMongo for. */
const PAGE_WAIT_MS = 10_000;

/**
 * A pending checkout whose hosted page another request is still creating: the checkout once it
 * has its page; 'gone' when it stopped being pending meanwhile (failed, or replaced: read the cart
 * again); 'slow' when no page came in time (then it is replaced, as a stuck one should be).
 */
async function pageOf(checkoutId: string): Promise<CheckoutItem | 'gone' | 'slow'> {
  const until = Date.now() + PAGE_WAIT_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const current = await findCheckout(checkoutId);
    if (!current || current.state !== 'pending') return 'gone';
    if (current.checkoutUrl) return current;
  }
  return 'slow';
}

/** The buyer's selected cart lines, at stored prices, reserved and sent to PayMongo. */
export async function start(actor: Actor, artIds: readonly string[]): Promise<StartedCheckout> {
  const buyerId = actor.userId;
  // A cart line or a replaced checkout changed under this attempt (another tab checking out): read again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = await attemptStart(buyerId, artIds);
    if (started) return started;
  }
  throw new AppError(ErrorCodes.checkoutCartChanged, 409, 'Your cart changed while you were checking out. Please try again.');
}

async function attemptStart(buyerId: string, artIds: readonly string[]): Promise<StartedCheckout | null> {
  // The three reads side by side (the arts asked for, which are the lines' unless the request is
  // refused below): one round trip instead of three.
  const [profile, cartLines, arts] = await Promise.all([Profiles.get(buyerId), Cart.linesOf(buyerId, artIds), Arts.findMany(artIds)]);
  // Each artist with active payouts is paid by PayMongo's split; the others' shares are held.
  const payoutAccounts = await Payouts.activeChildAccounts([...arts.values()].map((a) => a.artistId));
  if (!profile?.email || !profile.firstname) throw new AppError(ErrorCodes.checkoutDetailsMissing, 400, CART_MESSAGES.userDetails);
  if (cartLines.length === 0) throw new AppError(ErrorCodes.checkoutNoItems, 400, CART_MESSAGES.noItems);
  if (cartLines.length < new Set(artIds).size) throw new AppError(ErrorCodes.checkoutNotInCart, 400, 'Some of the selected items are no longer in your cart. Please reload your cart.');

  const replaced = await pendingHolders(buyerId, cartLines);
  const heldByMe = (artId: string) => replaced.flatMap((c) => c.lines).reduce((sum, l) => sum + (l.artId === artId ? l.quantity : 0), 0);
  const lines: Line[] = cartLines.map((cartLine) => {
    const art = arts.get(cartLine.artId);
    if (!art) throw new AppError(ErrorCodes.checkoutArtRemoved, 409, 'One of the selected arts was removed by its artist. Please remove it from your cart.');
    if (art.artistId === buyerId) throw forbidden('You cannot buy your own art.', ErrorCodes.checkoutOwnArt);
    const available = art.quantity + heldByMe(art.artId);
    if (available < cartLine.quantity) throw soldOut(art.title, available);
    return { artId: art.artId, artistId: art.artistId, title: art.title, quantity: cartLine.quantity, unitPriceCentavos: art.priceCentavos };
  });

  // The same lines again: the same hosted page, the same hold (not renewed).
  const [only] = replaced;
  if (replaced.length === 1 && only && sameLines(only.lines, lines)) {
    // Its page may still be on its way (the same button pressed twice, a second tab): wait for it
    // rather than replace a checkout that another request of this buyer is finishing.
    const ready = only.checkoutUrl ? only : await pageOf(only.checkoutId);
    if (ready === 'gone') return null;
    if (ready !== 'slow') return { checkout_id: ready.checkoutId, checkout_url: ready.checkoutUrl!, payment_intent_id: ready.paymentIntentId ?? null };
  }

  const subtotal = lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const fee = platformFee(subtotal);
  const checkoutId = timeId();
  const createdAt = new Date().toISOString();
  const byArtist = new Map<string, Line[]>();
  for (const l of lines) byArtist.set(l.artistId, [...(byArtist.get(l.artistId) ?? []), l]);
  const buyerName = `${profile.firstname} ${profile.lastname}`.trim();
  const amounts = [...byArtist.values()].map((own) => own.reduce((sum, l) => sum + lineAmount(l), 0));
  const fees = feesOf(amounts, fee);
  const orders = [...byArtist].map(([artistId, own], i) => ({
    orderId: timeId(),
    checkoutId,
    buyerId,
    buyerName,
    artistId,
    artistName: arts.get(own[0]!.artId)!.artistName,
    lines: own,
    amountCentavos: amounts[i]!,
    feeCentavos: fees[i]!,
    ...(payoutAccounts.has(artistId) ? { payout: 'routed' as const, childAccountId: payoutAccounts.get(artistId)!.childAccountId } : { payout: 'held' as const }),
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

  const replacedOrders = await Promise.all(replaced.map((c) => ordersOf(c)));
  const net = netPieces(lines, replaced);
  const oldOnly = [...net.keys()].filter((artId) => !arts.has(artId));
  const present = new Set([...arts.keys(), ...(oldOnly.length ? (await Arts.findMany(oldOnly)).keys() : [])]);
  // One piece per art (a transaction touches an item once): taken, or given back if it still exists.
  const stock = [...net].filter(([artId, by]) => by > 0 || (by < 0 && present.has(artId)));
  try {
    await commit((tx) => [
      ...stock.map(([artId, by]) => (by > 0 ? Arts.reservePieces(tx, artId, by) : Arts.releasePieces(tx, artId, -by))),
      ...cartLines.map((l) => Cart.markCheckingOut(tx, buyerId, l.artId, checkoutId, l.checkoutId)),
      ...[...net].filter(([, by]) => by !== 0).map(([artId, by]) => Counters.add(tx, Counters.names.heldPieces(artId), by)),
      ...replaced.flatMap((old, i) => [...settlePieces(tx, old, replacedOrders[i]!, 'pending', 'expired'), tx.reservation.delete({ checkoutId: old.checkoutId }).commit()]),
      tx.checkout.create(checkout).commit(),
      ...orders.map((o) => tx.order.create(o).commit()),
      tx.reservation.create({ checkoutId, releaseAt: new Date(Date.now() + RESERVATION_MINUTES * 60_000).toISOString() }).commit(),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    const short = err.failedIndexes.map((i) => stock[i]).find((piece) => piece && piece[1] > 0);
    if (!short) return null;
    const line = lines.find((l) => l.artId === short[0])!;
    const now = await Arts.find(line.artId);
    throw soldOut(line.title, (now?.quantity ?? 0) + heldByMe(line.artId));
  }
  await Promise.all([
    syncListings([...net.keys()].map((artId) => ({ artId })), replaced.length ? 'either' : 'down'),
    ...replaced.map((_old, i) => pushOrders(replacedOrders[i]!, 'expired')),
    ...replaced.map((old) => (old.sessionId ? Paymongo.expireCheckoutSession(old.sessionId).catch((e) => log.warn('replaced session not expired', { sessionId: old.sessionId, error: serializeError(e) })) : undefined)),
  ]);
  return openSession(checkout, buyerName, profile.email, splitOf(orders));
}

/** Asks PayMongo for the hosted page of a reserved checkout; gives the pieces back when it cannot. */
async function openSession(checkout: { checkoutId: string; lines: Line[]; feeCentavos: number }, buyerName: string, email: string, splitPayment: Paymongo.SplitPayment | null): Promise<StartedCheckout> {
  const { checkoutId, lines } = checkout;
  let session: Awaited<ReturnType<typeof Paymongo.createCheckoutSession>>;
  try {
    session = await Paymongo.createCheckoutSession({
      referenceNumber: checkoutId,
      lineItems: [
        ...lines.map((l) => ({ name: l.title, amount: l.unitPriceCentavos, quantity: l.quantity })),
        { name: 'For Developer (5%)', amount: checkout.feeCentavos, quantity: 1 },
      ].filter((item) => item.amount > 0),
      billing: { name: buyerName, email },
      description: `Crafti order ${checkoutId}`,
      successUrl: siteLink(`/checkout/complete?checkout=${checkoutId}`),
      cancelUrl: siteLink(`/checkout/complete?checkout=${checkoutId}&canceled=1`),
      metadata: { checkout_id: checkoutId },
      splitPayment,
    });
  } catch (err) {
    log.error('checkout session could not be created', { checkoutId, error: serializeError(err) });
    Metrics.count('checkoutFailures', 1, { checkoutId });
    await release(checkoutId, 'failed').catch((releaseErr) => log.error('releasing a failed checkout failed', { checkoutId, error: serializeError(releaseErr) }));
    throw new AppError(ErrorCodes.checkoutFailed, 502, CART_MESSAGES.checkoutFailed);
  }
  try {
    await db()
      .entities.checkout.patch({ checkoutId })
      .set({ sessionId: session.sessionId, checkoutUrl: session.checkoutUrl, ...(session.paymentIntentId ? { paymentIntentId: session.paymentIntentId } : {}) })
      .where((attr, op) => op.eq(attr.state, 'pending'))
      .go();
  } catch (err) {
    if (!String((err as Error)?.message).toLowerCase().includes('conditional')) throw err;
    // Replaced by a newer checkout of the same lines (another tab) while PayMongo answered.
    await Paymongo.expireCheckoutSession(session.sessionId).catch(() => undefined);
    throw new AppError(ErrorCodes.checkoutReplaced, 409, 'This checkout was replaced by a newer one. Please open your cart again.');
  }
  Metrics.count('ordersCreated', 1, { checkoutId });
  return { checkout_id: checkoutId, checkout_url: session.checkoutUrl, payment_intent_id: session.paymentIntentId };
}
