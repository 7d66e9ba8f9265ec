import {
  COURIER_LABELS,
  FULFILMENT_DAYS,
  REFUND_REASON_LABELS,
  STATE_LABELS,
  type Courier,
  type FulfilmentState,
} from '@shared/fulfilment';
import { formatPeso } from '@shared/money';
import type { Order } from '@shared/schemas/orders';

/**
 * An order in words, as its page, the lists and the admins' case read it (pure, unit-tested):
 * whose side the reader is on, the date that matters now, and each timeline entry as a sentence.
 */

export type Side = 'buyer' | 'artist' | 'admin';

/** The reader's side of the order: its artist, its buyer, or an admin reading someone else's. */
export function sideOf(
  order: Pick<Order, 'artist_id' | 'user_id'>,
  userId: string | undefined,
  role: string | null,
): Side {
  if (userId && userId === order.artist_id) return 'artist';
  if (userId && userId === order.user_id) return 'buyer';
  return role === 'Admin' ? 'admin' : 'buyer';
}

const MANILA = 'Asia/Manila';

/** "3 Dec" (this year) or "3 Dec 2027", in Manila's calendar (the server's deadlines are Manila days in its mails). */
export function shortDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const year = (d: Date) => d.toLocaleDateString('en-GB', { year: 'numeric', timeZone: MANILA });
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(year(date) === year(now) ? {} : { year: 'numeric' }),
    timeZone: MANILA,
  });
}

/** "3 Dec, 2:05 pm" for a timeline entry. */
export function dayAndTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${shortDay(iso, now)}, ${date.toLocaleTimeString('en-PH', { hour: 'numeric', minute: '2-digit', timeZone: MANILA })}`;
}

export const courierLabel = (courier: Courier | null) => (courier ? COURIER_LABELS[courier] : 'Courier');

/** The artist's share: the pieces and the shipping (Crafti's 5% is the buyer's, on top). */
export const shareOf = (o: Pick<Order, 'amount' | 'shipping'>) => o.amount + o.shipping;

/** Everything the buyer paid for this order (the most a refund can be). */
export const paidOf = (o: Pick<Order, 'refund_amount'>) => o.refund_amount;

/** The split of a refund of `refund` centavos: to the buyer, and what is left of the artist's share. */
export function splitOf(o: Pick<Order, 'amount' | 'shipping'>, refund: number): { buyer: number; artist: number } {
  const share = shareOf(o);
  return { buyer: refund, artist: share - Math.min(refund, share) };
}

const isPickup = (o: Pick<Order, 'delivery'>) => o.delivery?.kind === 'pickup';

/**
 * The date that matters now, said to the reader: the ship-by date, the release date, the date an
 * answer or a return is due; at the end, when it ended. Null when there is none (an older order).
 */
export function keyDateOf(o: Order, side: Side, now: Date = new Date()): string | null {
  const day = (iso: string) => shortDay(iso, now);
  const r = o.refund_request;
  switch (o.fulfilment) {
    case 'to_ship':
      if (!o.ship_by) return null;
      if (side === 'artist')
        return isPickup(o)
          ? `Have it ready for pickup by ${day(o.ship_by)}, or the order is canceled and the buyer refunded.`
          : `Ship by ${day(o.ship_by)}, or the order is canceled and the buyer refunded.`;
      return isPickup(o)
        ? `Ready for pickup by ${day(o.ship_by)}; if not, the buyer is refunded in full.`
        : `Ships by ${day(o.ship_by)}; if not, the buyer is refunded in full.`;
    case 'shipped':
    case 'ready_for_pickup':
      if (!o.release_at) return null;
      if (side === 'buyer')
        return `Released to the artist on ${day(o.release_at)} unless you confirm or ask a refund first.`;
      if (side === 'artist')
        return `Released to you on ${day(o.release_at)} unless the buyer confirms or asks a refund first.`;
      return `Released to the artist on ${day(o.release_at)} unless the buyer confirms or asks a refund first.`;
    case 'refund_requested':
      if (!r?.answer_by) return null;
      if (side === 'artist') return `Answer by ${day(r.answer_by)}: after that the refund is made as asked.`;
      return `The artist answers by ${day(r.answer_by)}; if not, the refund is made as asked.`;
    case 'return_requested':
      if (!r?.return_by) return null;
      if (side === 'buyer') return `Send the piece back by ${day(r.return_by)} and enter its tracking number.`;
      return `The buyer sends the piece back by ${day(r.return_by)}.`;
    case 'returning':
      if (!r?.return_receive_by) return null;
      if (side === 'artist')
        return `Confirm the return arrived by ${day(r.return_receive_by)}: after that the refund is made.`;
      return `The artist confirms the return by ${day(r.return_receive_by)}; then the refund is made.`;
    case 'disputed':
      return 'Crafti is reading both sides and will decide. Both of you will be told.';
    case 'completed':
      return o.completed_at ? `Completed on ${day(o.completed_at)}.` : 'Completed.';
    case 'canceled':
      return o.canceled_at ? `Canceled on ${day(o.canceled_at)}.` : 'Canceled.';
    case 'refunded':
      return o.refunded ? `${formatPeso(o.refunded)} refunded to the buyer.` : 'Refunded.';
  }
}

/** A short line for the lists: the state and its date ("Ship by 3 Dec", "Released 8 Dec"). */
export function listDateOf(o: Order, now: Date = new Date()): string | null {
  const day = (iso: string) => shortDay(iso, now);
  const r = o.refund_request;
  switch (o.fulfilment) {
    case 'to_ship':
      return o.ship_by ? `${isPickup(o) ? 'Ready' : 'Ships'} by ${day(o.ship_by)}` : null;
    case 'shipped':
    case 'ready_for_pickup':
      return o.release_at ? `Confirm by ${day(o.release_at)}` : null;
    case 'refund_requested':
      return r?.answer_by ? `Answer due ${day(r.answer_by)}` : null;
    case 'return_requested':
      return r?.return_by ? `Return by ${day(r.return_by)}` : null;
    case 'returning':
      return r?.return_receive_by ? `Return due back ${day(r.return_receive_by)}` : null;
    case 'completed':
      return o.completed_at ? `Completed ${day(o.completed_at)}` : null;
    case 'canceled':
      return o.canceled_at ? `Canceled ${day(o.canceled_at)}` : null;
    default:
      return null;
  }
}

/** Who an entry's `by` is, by name. */
export function whoOf(o: Pick<Order, 'user_name' | 'artist_name'>, by: Order['timeline'][number]['by']): string {
  switch (by) {
    case 'buyer':
      return o.user_name;
    case 'artist':
      return o.artist_name;
    case 'admin':
      return 'Crafti (an admin)';
    default:
      return 'Crafti';
  }
}

const quoted = (note: string | null) => (note ? ` “${note}”` : '');

/** One timeline entry as a sentence (its date and who are shown beside it). */
export function eventSentence(o: Order, entry: Order['timeline'][number], now: Date = new Date()): string {
  const note = entry.note;
  switch (entry.event) {
    case 'paid':
      return `Paid ${formatPeso(o.refund_amount)}.`;
    case 'ship':
      return note ? `Shipped with ${note}.` : 'Shipped.';
    case 'ready':
      return o.delivery?.kind === 'pickup' ? `Ready for pickup at ${o.delivery.place}.` : 'Ready for pickup.';
    case 'cancel':
      return `Canceled the order${note ? `: ${note}` : '.'}${note && !/[.!?]$/.test(note) ? '.' : ''} The buyer is refunded in full.`;
    case 'ship_late':
      return 'Canceled: it was not shipped by its ship-by date. The buyer is refunded in full.';
    case 'receive':
      return isPickup(o)
        ? 'Confirmed picking it up. The artist is paid.'
        : 'Confirmed receiving it. The artist is paid.';
    case 'window_end':
      return 'The guarantee window ended: the artist is paid.';
    case 'extend': {
      const until = note?.replace(/^until /, '');
      return until && !Number.isNaN(Date.parse(until))
        ? `Extended the guarantee by ${FULFILMENT_DAYS.extension} days, to ${shortDay(until, now)}.`
        : `Extended the guarantee by ${FULFILMENT_DAYS.extension} days.`;
    }
    case 'ask_refund':
      return note ? `Asked a refund: ${note}.` : 'Asked a refund.';
    case 'withdraw':
      return 'Withdrew the refund request.';
    case 'accept':
      return `Accepted the refund.${quoted(note)}`;
    case 'answer_late':
      return 'The artist did not answer in time: the refund is made as asked.';
    case 'accept_return':
      return `Accepted the refund once the piece is back.${quoted(note)}`;
    case 'return_ship':
      return note ? `Sent the piece back with ${note}.` : 'Sent the piece back.';
    case 'return_receive':
      return 'Received the piece back. The buyer is refunded.';
    case 'return_late':
      return 'The return was not confirmed in time: the buyer is refunded.';
    case 'return_lapse':
      return 'The piece was not sent back in time: the request ended and the order is completed.';
    case 'contest':
      return `Contested the refund request; Crafti decides.${quoted(note)}`;
    case 'decide':
      return `Decided the refund request.${quoted(note)}`;
    default:
      return STATE_LABELS[entry.event as FulfilmentState] ?? entry.event;
  }
}

/** The reason a buyer gave, in words. */
export const reasonLabel = (reason: keyof typeof REFUND_REASON_LABELS) => REFUND_REASON_LABELS[reason];
