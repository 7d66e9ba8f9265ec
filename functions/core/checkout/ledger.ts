import type { MoneyState } from '@shared/messages/payouts';

/**
 * The money rules, pure (no reads, no writes), so the property test runs the same code the
 * checkout does. Money is integer centavos. A ledger entry is double-entry: its postings add up
 * to zero, so no entry creates or loses a centavo. Accounts:
 *   buyer                      what the buyer paid (negative) and got back
 *   platform:fee               Crafti's 5%, less PayMongo's processing fee (Crafti pays it)
 *   platform:held:<artistId>   an artist's shares Crafti holds until their payouts are active
 *   artist:<artistId>          money in the artist's PayMongo wallet
 *   paymongo:fees              PayMongo's processing fee
 */

export interface Posting {
  account: string;
  amount: number;
  orderId?: string;
}

export const accounts = {
  buyer: 'buyer',
  fee: 'platform:fee',
  held: (artistId: string) => `platform:held:${artistId}`,
  artist: (artistId: string) => `artist:${artistId}`,
  processing: 'paymongo:fees',
} as const;

/**
 * Splits `total` over parts in proportion to `weights`, in whole centavos that add up to exactly
 * `total` (largest remainder; ties to the earlier part).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** One artist's part of a checkout, as the ledger sees it. */
export interface OrderMoney {
  orderId: string;
  artistId: string;
  /** The artist's pieces at the prices paid. */
  amountCentavos: number;
  /** This order's part of the checkout's fee. */
  feeCentavos: number;
  payout: 'routed' | 'held';
}

/** The fee of each order: the checkout's fee over the orders in proportion to their amounts. */
export const feesOf = (amounts: readonly number[], checkoutFee: number) => allocate(checkoutFee, amounts);

/**
 * The split PayMongo makes of the payment: each routed order's amount to its artist's child
 * account (fixed); the rest (the fee and the held shares) stays with Crafti, which pays the
 * processing fee (PayMongo charges it to the transfer_to merchant, Crafti when none is named).
 * `childOf` must be the artist's own account: a split can only name the line's artist.
 */
export function splitOf(orders: readonly (OrderMoney & { childAccountId?: string })[]) {
  const recipients = orders
    .filter((o) => o.payout === 'routed')
    .map((o) => {
      if (!o.childAccountId) throw new Error(`routed order ${o.orderId} has no child account`);
      return { merchant_id: o.childAccountId, split_type: 'fixed' as const, value: o.amountCentavos };
    });
  // One recipient per child account (an artist's lines are one order, so this holds; checked anyway).
  if (new Set(recipients.map((r) => r.merchant_id)).size !== recipients.length) throw new Error('a child account is named twice in a split');
  return recipients.length ? { recipients } : null;
}

/** The payment: the buyer pays the total; each order's amount to its artist (routed) or held; the fees to Crafti, less PayMongo's. */
export function paymentPostings(orders: readonly OrderMoney[], processingFee: number): Posting[] {
  const total = orders.reduce((sum, o) => sum + o.amountCentavos + o.feeCentavos, 0);
  const fees = orders.reduce((sum, o) => sum + o.feeCentavos, 0);
  return [
    { account: accounts.buyer, amount: -total },
    ...orders.map((o) => ({ account: o.payout === 'routed' ? accounts.artist(o.artistId) : accounts.held(o.artistId), amount: o.amountCentavos, orderId: o.orderId })),
    { account: accounts.fee, amount: fees - processingFee },
    ...(processingFee ? [{ account: accounts.processing, amount: processingFee }] : []),
  ];
}

/** A held share moved to the artist's wallet. */
export const transferPostings = (o: Pick<OrderMoney, 'orderId' | 'artistId' | 'amountCentavos'>): Posting[] => [
  { account: accounts.held(o.artistId), amount: -o.amountCentavos, orderId: o.orderId },
  { account: accounts.artist(o.artistId), amount: o.amountCentavos, orderId: o.orderId },
];

/**
 * A canceled order refunded: the buyer gets its amount and its fee back; the amount comes from
 * wherever the share is (the artist's wallet, or Crafti's hold), the fee from Crafti.
 */
export function refundPostings(o: OrderMoney, from: 'artist' | 'held'): Posting[] {
  return [
    { account: accounts.buyer, amount: o.amountCentavos + o.feeCentavos, orderId: o.orderId },
    { account: from === 'artist' ? accounts.artist(o.artistId) : accounts.held(o.artistId), amount: -o.amountCentavos, orderId: o.orderId },
    { account: accounts.fee, amount: -o.feeCentavos, orderId: o.orderId },
  ];
}

export const refundAmount = (o: Pick<OrderMoney, 'amountCentavos' | 'feeCentavos'>) => o.amountCentavos + o.feeCentavos;

/** Each account's balance after these postings. */
export function balances(postings: readonly Posting[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of postings) out.set(p.account, (out.get(p.account) ?? 0) + p.amount);
  return out;
}

export const sums = (postings: readonly Posting[]) => postings.reduce((sum, p) => sum + p.amount, 0);

/**
 * What happens to a sale's money on each event; null when the event does not apply in that state
 * (a replay, a late or out-of-order event: nothing changes).
 *   paid: routed → paid_out (the split put it in the artist's wallet), held → held
 *   transfer_started: held → on_its_way;  transfer_succeeded: on_its_way → paid_out;  transfer_failed: on_its_way → held
 *   cancel: held | paid_out → refund_pending (on_its_way waits for the transfer);  refund_succeeded: refund_pending → refunded
 */
export type MoneyEvent = 'transfer_started' | 'transfer_succeeded' | 'transfer_failed' | 'cancel' | 'refund_succeeded';

export function nextMoney(state: MoneyState, event: MoneyEvent): MoneyState | null {
  switch (event) {
    case 'transfer_started':
      return state === 'held' ? 'on_its_way' : null;
    case 'transfer_succeeded':
      return state === 'on_its_way' ? 'paid_out' : null;
    case 'transfer_failed':
      return state === 'on_its_way' ? 'held' : null;
    case 'cancel':
      return state === 'held' || state === 'paid_out' ? 'refund_pending' : null;
    case 'refund_succeeded':
      return state === 'refund_pending' ? 'refunded' : null;
  }
}

/** Where a refunded share is taken from, by the state it was in when the order was canceled. */
export const refundSource = (stateAtCancel: MoneyState): 'artist' | 'held' => (stateAtCancel === 'held' ? 'held' : 'artist');

/** The first money state of a paid order. */
export const moneyAtPayment = (payout: 'routed' | 'held'): MoneyState => (payout === 'routed' ? 'paid_out' : 'held');
