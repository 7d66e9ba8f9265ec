import { ErrorCodes } from '@shared/api/errors';
import {
  type FulfilmentEvent,
  fulfilmentMachine,
  type FulfilmentState,
  specStatusOf,
  STATE_LABELS,
} from '@shared/fulfilment';
import type { Actor } from '../actor';
import * as Arts from '../arts/arts';
import { siteLink } from '../config';
import type { TransactionEntities } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import * as DueWork from '../due-work/due-work';
import { AppError, forbidden } from '../errors';
import { orderStepMail } from '../mail/templates';
import { unsubscribable } from '../mail/links';
import { sendMail } from '../mail/mailer';
import * as Money from '../money/money';
import { endPieces, shareOf } from '../money/order-money';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';
import * as Preferences from '../push/preferences';
import * as Reviews from '../reviews/open';
import * as Uploads from '../uploads/uploads';
import { clockOf, laneOf, type Side, stateOf } from './fulfilment-state';
import { findCheckout, findOrder, type OrderItem, pushOrders, syncListings, toOrder } from './records';

/**
 * An order's way to its buyer (docs/fulfilment.md, shared/fulfilment.ts): every step is one
 * transaction — the order's new state (conditioned on the state read), its timeline entry, its
 * place in the artist's work lists, its next deadline (due work), the money when the order ends
 * (the engine's movements), the other side's notification — then the pushes, the mail, and the
 * money run. The route's owner rule has checked who the caller is; each verb checks the side.
 */

export type Notice = {
  userId: string;
  message: string;
  link: string;
  mail?: { subject: string; intro: string; lines?: string[]; label: string };
};

export interface Step {
  event: FulfilmentEvent;
  by: Side;
  /** When the machine offers several targets (withdraw, decide). */
  to?: FulfilmentState;
  /** Fields of the order to set (and to remove: `remove`). */
  set?: Partial<OrderItem>;
  remove?: (keyof OrderItem)[];
  note?: string;
  /** Ends the held money: centavos back to the buyer (0: all released to the artist). */
  refund?: number;
  /** Upload keys this step makes the order's (claimed in the same transaction). */
  claims?: string[];
  notify: Notice[];
  /** More pieces of the transaction (the admins' dispute queue). */
  more?: (tx: TransactionEntities) => object[];
}

export const ordersLink = (role: string | null | undefined) =>
  role === 'Artist' ? '/artist-profile?tab=orders' : '/client-profile?tab=orders';
export const orderLink = (orderId: string) => `/orders/${orderId}`;

export function refused(order: OrderItem, state: FulfilmentState): AppError {
  return new AppError(
    ErrorCodes.orderStepRefused,
    `This order is ${STATE_LABELS[state].toLowerCase()}: that step is no longer possible. Reload the order to see where it is.`,
    { state, orderId: order.orderId },
  );
}

export async function load(orderId: string): Promise<OrderItem> {
  const order = await findOrder(orderId);
  if (!order || order.payState !== 'paid') throw new AppError(ErrorCodes.orderNotFound, 'Order not found.');
  return order;
}

export function mustBe(actor: Actor, order: OrderItem, side: 'buyer' | 'artist') {
  const id = side === 'buyer' ? order.buyerId : order.artistId;
  if (actor.userId !== id)
    throw forbidden(
      side === 'buyer'
        ? 'Only the buyer of this order can do this.'
        : 'Only the artist who sold this order can do this.',
    );
}

/** Runs one step; answers the order as it now is. */
export async function step(order: OrderItem, s: Step): Promise<OrderItem> {
  const from = stateOf(order);
  const targets = fulfilmentMachine.targets(from, s.event);
  const to = s.to ?? targets[0];
  if (!to || !targets.includes(to)) throw refused(order, from);
  const at = new Date().toISOString();
  const merged = { ...order, ...s.set } as OrderItem;
  for (const key of s.remove ?? []) delete (merged as Record<string, unknown>)[key];
  const clock = clockOf(to, merged);
  const lane = laneOf(to, merged);
  const endsMoney = s.refund !== undefined && order.money === 'held';
  if (s.refund !== undefined && order.money && order.money !== 'held') throw refused(order, from);
  const paymentId = endsMoney && s.refund! > 0 ? (await findCheckout(order.checkoutId))?.paymentId : undefined;
  const released =
    s.refund !== undefined ? shareOf(order) - Math.min(s.refund, shareOf(order)) : (order.releasedCentavos ?? 0);
  const status = specStatusOf(to, released);
  const completes = status === 'Completed' && order.status !== 'Completed';
  const present =
    to === 'canceled' ? new Set((await Arts.findMany(order.lines.map((l) => l.artId))).keys()) : new Set<string>();
  const roles = new Map(
    await Promise.all(s.notify.map(async (n) => [n.userId, (await Profiles.get(n.userId))?.role ?? null] as const)),
  );
  const taskIds: string[] = [];
  try {
    await commit((tx, fx) => {
      const money = endsMoney
        ? endPieces(
            tx,
            order,
            s.refund!,
            paymentId,
            s.refund! > 0 ? `Order ${order.orderId}: ${STATE_LABELS[to].toLowerCase()}` : '',
          )
        : null;
      if (money) taskIds.push(...money.taskIds);
      const entry = { at, event: s.event, by: s.by, ...(s.note ? { note: s.note } : {}) };
      let patch = tx.order
        .patch({ orderId: order.orderId })
        .set({
          ...s.set,
          fulfilment: to,
          status,
          ...(completes ? { completedAt: at } : {}),
          ...(money ? money.set : {}),
          lane: lane.lane,
          laneAt: lane.laneAt,
          timeline: [...(order.timeline ?? []), entry],
        })
        .composite({ artistId: order.artistId });
      if (s.remove?.length) patch = patch.remove(s.remove as never);
      const piece = patch
        .where((a, op) => {
          const state = order.fulfilment
            ? op.eq(a.fulfilment, from)
            : `${op.notExists(a.fulfilment)} AND ${op.eq(a.status, order.status)}`;
          return money ? `${state} AND ${op.eq(a.money, 'held')}` : state;
        })
        .commit();
      const pieces = [
        piece,
        ...(money ? money.pieces : []),
        clock
          ? DueWork.piece(tx, 'order_clock', order.orderId, { dueAt: clock.at, token: `${clock.event}@${clock.at}` })
          : DueWork.donePiece(tx, 'order_clock', order.orderId),
        ...(s.claims ?? []).map((key) => Uploads.claim(tx, key, `order:${order.orderId}`)),
        ...(to === 'canceled'
          ? order.lines.filter((l) => present.has(l.artId)).map((l) => Arts.releasePieces(tx, l.artId, l.quantity))
          : []),
        ...(completes
          ? Reviews.openPieces(tx, {
              kind: 'order',
              id: order.orderId,
              title: order.description,
              completedAt: at,
              sides: [
                { userId: order.buyerId, name: order.buyerName },
                { userId: order.artistId, name: order.artistName },
              ],
            })
          : []),
        ...s.notify.flatMap((n) => fx.notify(n.userId, { type: 'order_status', message: n.message, link: n.link })),
        ...(s.more ? s.more(tx) : []),
      ];
      fx.after(() =>
        Promise.all([
          pushOrders([{ ...order, status }], 'paid'),
          to === 'canceled' ? syncListings(order.lines) : undefined,
          mailAll(s.notify, roles),
        ]),
      );
      return pieces;
    });
  } catch (err) {
    if (err instanceof ConditionFailed) {
      // The order did not move: a photo's claim was refused (it backs something else, or was refused meanwhile).
      const now = s.claims?.length ? await findOrder(order.orderId) : null;
      if (now && stateOf(now) === from && now.money === order.money)
        throw await Uploads.claimRefusal(s.claims![0]!, 'photo_keys');
      throw new AppError(
        ErrorCodes.orderStatusChanged,
        "This order's status just changed. Please reload and try again.",
      );
    }
    throw err;
  }
  await Money.runNow(taskIds);
  return (await findOrder(order.orderId)) ?? order;
}

export async function mailAll(notify: Notice[], roles: Map<string, string | null>) {
  const mails = await Promise.all(
    notify
      .filter((n) => n.mail)
      .map(async (n) => {
        const [person, wanted] = await Promise.all([
          Profiles.get(n.userId),
          Preferences.wantsEmail(n.userId, 'orders'),
        ]);
        if (!person?.email || !wanted) return null;
        return unsubscribable(
          orderStepMail(
            person.email,
            person.firstname,
            { subject: n.mail!.subject, intro: n.mail!.intro, lines: n.mail!.lines },
            { label: n.mail!.label, url: siteLink(n.link) },
          ),
          n.userId,
          ['orders'],
        );
      }),
  );
  const sent = await Promise.allSettled(mails.flatMap((m) => (m ? [sendMail(m)] : [])));
  for (const r of sent)
    if (r.status === 'rejected')
      log.error('order e-mail failed', { error: serializeError(r.reason), roles: [...roles.keys()] });
}

export const answer = (message: string, order: OrderItem, side: 'buyer' | 'artist' | 'admin') => ({
  message,
  order: toOrder(order, side),
});

export const FULFILMENT_MESSAGES = {
  shipped: 'Marked as shipped. The buyer can follow the parcel.',
  ready: 'Marked as ready for pickup. The buyer was told where to get it.',
  canceled: 'Order canceled. The buyer is being refunded.',
  received: 'Thank you! The artist is paid for this order.',
  extended: (day: string) => `Extended: the artist is paid on ${day} unless you confirm or ask a refund first.`,
  refundAsked: 'Your request was sent to the artist. They have 3 days to answer.',
  withdrawn: 'Your refund request was withdrawn.',
  accepted: 'Refund accepted. The buyer is being refunded.',
  returnAsked: 'Return accepted. The buyer was asked to send the piece back.',
  returnShipped: 'Return tracking sent. You are refunded once the artist receives it.',
  returnReceived: 'Return received. The buyer is being refunded.',
  contested: 'Sent to Crafti. An admin will decide and both of you will be told.',
  decided: 'Decision recorded. Both sides were told.',
} as const;

export const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Manila',
  });
