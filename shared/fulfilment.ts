import { machine } from './money-machines';

/**
 * An order's way to its buyer (docs/fulfilment.md), as one machine the server writes through
 * (each write conditioned on the state it read) and the web reads to show the actions:
 *
 *   ship:    to_ship ─ship→ shipped ─receive | window_end→ completed
 *   pickup:  to_ship ─ready→ ready_for_pickup ─receive | window_end→ completed
 *   to_ship ─cancel | ship_late→ canceled (refunded whole)
 *   shipped | ready_for_pickup ─ask_refund→ refund_requested
 *     ─withdraw→ back (shipped or ready_for_pickup, as the order is delivered)
 *     ─accept | answer_late→ refunded (what was asked; the rest released to the artist)
 *     ─accept_return→ return_requested ─return_ship→ returning ─return_receive | return_late→ refunded
 *                     return_requested ─return_lapse→ completed (the buyer never sent it back)
 *     ─contest→ disputed ─decide→ completed (nothing refunded) | refunded (a part or all)
 *
 * `extend` (the buyer, once) moves the release date and keeps the state.
 */

export const FULFILMENT_STATES = [
  'to_ship',
  'shipped',
  'ready_for_pickup',
  'refund_requested',
  'return_requested',
  'returning',
  'disputed',
  'completed',
  'canceled',
  'refunded',
] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

export const FULFILMENT_EVENTS = [
  'ship',
  'ready',
  'cancel',
  'ship_late',
  'receive',
  'window_end',
  'extend',
  'ask_refund',
  'withdraw',
  'accept',
  'answer_late',
  'accept_return',
  'return_ship',
  'return_receive',
  'return_late',
  'return_lapse',
  'contest',
  'decide',
] as const;
export type FulfilmentEvent = (typeof FULFILMENT_EVENTS)[number];

export const fulfilmentMachine = machine('fulfilment', FULFILMENT_STATES, FULFILMENT_EVENTS, {
  to_ship: { ship: 'shipped', ready: 'ready_for_pickup', cancel: 'canceled', ship_late: 'canceled' },
  shipped: { receive: 'completed', window_end: 'completed', extend: 'shipped', ask_refund: 'refund_requested' },
  ready_for_pickup: {
    receive: 'completed',
    window_end: 'completed',
    extend: 'ready_for_pickup',
    ask_refund: 'refund_requested',
  },
  refund_requested: {
    withdraw: ['shipped', 'ready_for_pickup'],
    accept: 'refunded',
    answer_late: 'refunded',
    accept_return: 'return_requested',
    contest: 'disputed',
  },
  return_requested: { return_ship: 'returning', return_lapse: 'completed' },
  returning: { return_receive: 'refunded', return_late: 'refunded' },
  disputed: { decide: ['completed', 'refunded'] },
  completed: {},
  canceled: {},
  refunded: {},
});

/** Each state in a word or two, for people (badges, refusals). */
export const STATE_LABELS: Record<FulfilmentState, string> = {
  to_ship: 'To ship',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  refund_requested: 'Refund requested',
  return_requested: 'Return requested',
  returning: 'Being returned',
  disputed: 'With Crafti to decide',
  completed: 'Completed',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

/** Who may send each event: the buyer, the artist, an admin, or Crafti's clock. */
export const EVENT_ACTOR: Record<FulfilmentEvent, 'buyer' | 'artist' | 'admin' | 'clock'> = {
  ship: 'artist',
  ready: 'artist',
  cancel: 'artist',
  ship_late: 'clock',
  receive: 'buyer',
  window_end: 'clock',
  extend: 'buyer',
  ask_refund: 'buyer',
  withdraw: 'buyer',
  accept: 'artist',
  answer_late: 'clock',
  accept_return: 'artist',
  return_ship: 'buyer',
  return_receive: 'artist',
  return_late: 'clock',
  return_lapse: 'clock',
  contest: 'artist',
  decide: 'admin',
};

/** The events a person on `side` may send in `state` (the buttons the order page shows). */
export function actionsOf(
  state: FulfilmentState,
  side: 'buyer' | 'artist' | 'admin',
  opts: { delivery: 'ship' | 'pickup'; extended: boolean },
): FulfilmentEvent[] {
  return fulfilmentMachine.allowed(state).filter((e) => {
    if (EVENT_ACTOR[e] !== side) return false;
    if (e === 'extend' && opts.extended) return false;
    if (e === 'ship' && opts.delivery !== 'ship') return false;
    if (e === 'ready' && opts.delivery !== 'pickup') return false;
    return true;
  });
}

/** The spec's status (Pending / Completed / Canceled) of a fulfilment state and what was released. */
export function specStatusOf(state: FulfilmentState, releasedCentavos: number): 'Pending' | 'Completed' | 'Canceled' {
  if (state === 'completed') return 'Completed';
  if (state === 'canceled') return 'Canceled';
  if (state === 'refunded') return releasedCentavos > 0 ? 'Completed' : 'Canceled';
  return 'Pending';
}

/** The buyer's tabs, as Filipino buyers know them. */
export const BUYER_TABS = ['to_ship', 'to_receive', 'completed', 'returns', 'canceled'] as const;
export type BuyerTab = (typeof BUYER_TABS)[number];
export function buyerTabOf(state: FulfilmentState, releasedCentavos: number): BuyerTab {
  switch (state) {
    case 'to_ship':
      return 'to_ship';
    case 'shipped':
    case 'ready_for_pickup':
      return 'to_receive';
    case 'completed':
      return 'completed';
    case 'canceled':
      return 'canceled';
    case 'refunded':
      return releasedCentavos > 0 ? 'returns' : 'canceled';
    default:
      return 'returns';
  }
}

/** Refund reasons the buyer picks from (the Shopee Guarantee's, in Crafti's words). */
export const REFUND_REASONS = [
  'not_received',
  'damaged',
  'faulty',
  'not_as_described',
  'incomplete',
  'wrong_item',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  not_received: 'I did not receive it',
  damaged: 'It arrived damaged',
  faulty: 'It does not work as it should',
  not_as_described: 'It is not as described',
  incomplete: 'Pieces are missing',
  wrong_item: 'It is not what I ordered',
};

/** Couriers artists ship with in the Philippines, with their public tracking page where it takes the number. */
export const COURIERS = ['lbc', 'jnt', 'ninjavan', 'flash', '2go', 'lalamove', 'grab', 'other'] as const;
export type Courier = (typeof COURIERS)[number];
export const COURIER_LABELS: Record<Courier, string> = {
  lbc: 'LBC',
  jnt: 'J&T Express',
  ninjavan: 'Ninja Van',
  flash: 'Flash Express',
  '2go': '2GO',
  lalamove: 'Lalamove',
  grab: 'GrabExpress',
  other: 'Other courier',
};
export function trackingLink(courier: Courier, tracking: string): string | null {
  const t = encodeURIComponent(tracking);
  switch (courier) {
    case 'lbc':
      return `https://www.lbcexpress.com/track/?tracking_no=${t}`;
    case 'jnt':
      return `https://www.jtexpress.ph/trajectoryQuery?flag=1&billcode=${t}`;
    case 'ninjavan':
      return `https://www.ninjavan.co/en-ph/tracking?id=${t}`;
    case 'flash':
      return `https://www.flashexpress.ph/fle/tracking?se=${t}`;
    default:
      return null;
  }
}

/** Days and windows of the guarantee (docs/fulfilment.md). */
export const FULFILMENT_DAYS = {
  /** After the estimated delivery, the buyer's days to confirm or ask a refund. */
  confirmWindow: 3,
  /** A pickup order's days from "ready" to confirm. */
  pickupWindow: 7,
  /** The buyer's one extension. */
  extension: 3,
  /** The artist's days to answer a refund request (then it is refunded as asked). */
  answer: 3,
  /** The buyer's days to send a return back once the artist asked for it. */
  returnShip: 7,
  /** The artist's days to confirm a returned parcel arrived (after the buyer's tracking). */
  returnReceive: 10,
} as const;

export const DAY_MS = 86_400_000;
export const addDays = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
