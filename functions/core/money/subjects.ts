import { formatPeso } from '@shared/money';
import { orderMoneyMachine } from '@shared/money-machines';
import * as Counters from '../counters/counters';
import { siteLink } from '../config';
import { db, type TransactionEntities } from '../db/service';
import type { SideEffects } from '../db/transactions';
import { refundedSaleMail, refundMail, unwantedRefundMail } from '../mail/templates';
import { sendMail } from '../mail/mailer';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';
import * as Realtime from '../realtime/realtime';
import {
  refundPaidPostings,
  releasePaidPostings,
  saleRefundPostings,
  saleReleasePostings,
  unwantedRefundPostings,
} from './accounts';
import { earningsPieces } from './earnings-counters';
import type { Entry } from './ledger';
import { entryIdOf, type MoneyTask, type Movement } from './movements';
import { decidedParts, waitsFor } from './order-money';

/**
 * What a movement settles, per subject: the subject's new state (conditioned on the state it
 * waits in), the ledger entry, the counters the screens show and who is told. The money engine
 * owns these fields of the orders, milestones, checkouts and fundings; the domains that own the
 * rest of those items never write them.
 */

/** What a settled movement writes; its pushes and mails go on the transaction's `fx`. */
export interface Settlement {
  /** The transaction's pieces besides the ledger's and the task's. */
  pieces: object[];
  entry: Entry;
}

async function sendAll(mails: (Parameters<typeof sendMail>[0] | null)[], about: string) {
  const sent = await Promise.allSettled(mails.flatMap((m) => (m ? [sendMail(m)] : [])));
  for (const r of sent)
    if (r.status === 'rejected') log.error('money e-mail failed', { about, error: serializeError(r.reason) });
}

const ordersLink = (role: string | undefined) => `/${role === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`;

/** Whether the subject still waits for the task's movement (a task nobody wants is dropped before anything is asked). */
export async function wanted(task: MoneyTask): Promise<boolean> {
  switch (task.subjectKind) {
    case 'order': {
      const order = (await db().entities.order.get({ orderId: task.subjectId }).go()).data;
      return Boolean(order) && waitsFor(order!, task.kind);
    }
    case 'milestone':
      // A commission's release or refund is decided for good when its task is written.
      return true;
    case 'checkout':
      return (await db().entities.checkout.get({ checkoutId: task.subjectId }).go()).data?.state === 'refund_pending';
    case 'funding':
      return (await db().entities.funding.get({ fundingId: task.subjectId }).go()).data?.state === 'refund_pending';
  }
}

/** The settlement of a succeeded movement (read before the transaction; its pieces are built inside it). */
export async function settlementOf(
  task: MoneyTask,
  movement: Movement,
): Promise<((tx: TransactionEntities, fx: SideEffects) => Settlement) | null> {
  const base = {
    book: task.book,
    entryId: entryIdOf(task),
    kind: task.kind,
    providerId: movement.id,
    providerAmount: movement.amount,
  } as const;
  switch (task.subjectKind) {
    case 'order': {
      const order = (await db().entities.order.get({ orderId: task.subjectId }).go()).data;
      if (!order?.money) return null;
      const from = order.money;
      const parts = decidedParts(order);
      const event = task.kind === 'transfer' ? 'transfer_succeeded' : 'refund_succeeded';
      const to = orderMoneyMachine.next(from, event);
      if (!to) return null;
      // Conditioned on the state read: a second report of the same movement finds it moved on.
      const moved = (tx: TransactionEntities, set: Record<string, string>) =>
        tx.order
          .patch({ orderId: order.orderId })
          .set({ money: to, ...set })
          .where((a, op) => op.eq(a.money, from))
          .commit();
      if (task.kind === 'transfer') {
        return (tx, fx) => {
          fx.after(() => Realtime.pushToUser(order.artistId, { type: 'payout' }));
          return {
            entry: {
              ...base,
              postings: saleReleasePostings({
                orderId: order.orderId,
                artistId: order.artistId,
                amount: parts.release,
              }),
            },
            pieces: [
              moved(tx, { transferId: movement.id }),
              Counters.add(tx, Counters.names.heldEarnings(order.artistId), -parts.release),
              ...fx.notify(order.artistId, {
                type: 'payout',
                message: `${formatPeso(parts.release)} from your sale of ${order.description} is now in your PayMongo wallet.`,
                link: '/transaction-history',
              }),
            ],
          };
        };
      }
      const [buyer, artist] = await Promise.all([Profiles.get(order.buyerId), Profiles.get(order.artistId)]);
      const amount = parts.refundHeld + parts.refundFee;
      const whole = parts.release === 0;
      return (tx, fx) => {
        const message = {
          type: 'order' as const,
          orderId: order.orderId,
          checkoutId: order.checkoutId,
          payment_status: 'paid' as const,
          status: order.status,
        };
        fx.after(() =>
          Promise.all([
            Realtime.pushToUser(order.buyerId, message),
            Realtime.pushToUser(order.artistId, message),
            Realtime.pushToUser(order.artistId, { type: 'payout' }),
          ]),
        );
        fx.after(() =>
          sendAll(
            [
              buyer?.email
                ? refundMail(
                    buyer.email,
                    buyer.firstname,
                    { artistName: order.artistName, description: order.description, amount: formatPeso(amount) },
                    siteLink(ordersLink(buyer.role)),
                  )
                : null,
              artist?.email
                ? refundedSaleMail(
                    artist.email,
                    artist.firstname,
                    { buyerName: order.buyerName, description: order.description, amount: formatPeso(amount) },
                    siteLink('/transaction-history'),
                  )
                : null,
            ],
            order.orderId,
          ),
        );
        return {
          entry: {
            ...base,
            postings: saleRefundPostings({
              orderId: order.orderId,
              artistId: order.artistId,
              amount: parts.refundHeld,
              fee: parts.refundFee,
            }),
          },
          pieces: [
            moved(tx, { refundId: movement.id }),
            ...earningsPieces(tx, order.artistId, order.createdAt, -parts.refundHeld),
            Counters.add(tx, Counters.names.heldEarnings(order.artistId), -parts.refundHeld),
            ...fx.notify(order.buyerId, {
              type: 'refund',
              message: `You were refunded ${formatPeso(amount)} for "${order.description}"${whole ? '' : ' (part of the order)'}.`,
              link: ordersLink(buyer?.role),
            }),
            ...fx.notify(order.artistId, {
              type: 'refund',
              message: `${order.buyerName} was refunded ${formatPeso(amount)} for "${order.description}".`,
              link: '/transaction-history',
            }),
          ],
        };
      };
    }
    case 'milestone': {
      const dot = task.subjectId.lastIndexOf('.');
      const projectId = task.subjectId.slice(0, dot);
      const position = Number(task.subjectId.slice(dot + 1));
      const [m, project] = await Promise.all([
        db().entities.milestone.get({ projectId, position }).go(),
        db().entities.project.get({ projectId }).go(),
      ]);
      if (!m.data || !project.data) return null;
      const milestone = m.data;
      const p = project.data;
      const link = `/project/${projectId}`;
      if (task.kind === 'transfer') {
        return (tx, fx) => {
          fx.after(() => Realtime.pushToUser(p.artistId, { type: 'payout' }));
          return {
            entry: { ...base, postings: releasePaidPostings(p.artistId, movement.amount, task.subjectId) },
            pieces: [
              tx.milestone
                .patch({ projectId, position })
                .set({ payout: 'paid_out' })
                .where((a, op) => op.eq(a.payout, 'on_its_way'))
                .commit(),
              ...(milestone.releasedAt
                ? [
                    tx.commissionEarning
                      .patch({ artistId: p.artistId, at: milestone.releasedAt, milestoneId: task.subjectId })
                      .set({ payout: 'paid_out' })
                      .commit(),
                  ]
                : []),
              ...fx.notify(p.artistId, {
                type: 'payout',
                message: `${formatPeso(movement.amount)} of your commission is now in your PayMongo wallet.`,
                link,
              }),
            ],
          };
        };
      }
      return (_tx, fx) => ({
        entry: { ...base, postings: refundPaidPostings(task.book, movement.amount, task.subjectId) },
        pieces: fx.notify(p.clientId, {
          type: 'refund',
          message: `You were refunded ${formatPeso(movement.amount)} for ${p.projectName}.`,
          link,
        }),
      });
    }
    case 'checkout': {
      const checkout = (await db().entities.checkout.get({ checkoutId: task.subjectId }).go()).data;
      if (!checkout) return null;
      const buyer = await Profiles.get(checkout.buyerId);
      return (tx, fx) => {
        fx.after(() =>
          sendAll(
            [
              buyer?.email
                ? unwantedRefundMail(
                    buyer.email,
                    buyer.firstname,
                    { why: task.description, amount: formatPeso(movement.amount) },
                    siteLink(`/checkout/complete?checkout=${checkout.checkoutId}`),
                  )
                : null,
            ],
            checkout.checkoutId,
          ),
        );
        return {
          entry: { ...base, postings: unwantedRefundPostings(task.book, movement.amount) },
          pieces: [
            tx.checkout
              .patch({ checkoutId: checkout.checkoutId })
              .set({ state: 'refunded' })
              .where((a, op) => op.eq(a.state, 'refund_pending'))
              .commit(),
            ...fx.notify(checkout.buyerId, {
              type: 'refund',
              message: `We refunded your payment of ${formatPeso(movement.amount)}: ${task.description}`,
              link: `/checkout/complete?checkout=${checkout.checkoutId}`,
            }),
          ],
        };
      };
    }
    case 'funding': {
      const funding = (await db().entities.funding.get({ fundingId: task.subjectId }).go()).data;
      if (!funding) return null;
      return (tx, fx) => ({
        entry: { ...base, postings: unwantedRefundPostings(task.book, movement.amount) },
        pieces: [
          tx.funding
            .patch({ fundingId: funding.fundingId })
            .set({ state: 'refunded' })
            .where((a, op) => op.eq(a.state, 'refund_pending'))
            .commit(),
          ...fx.notify(funding.clientId, {
            type: 'refund',
            message: `We refunded your payment of ${formatPeso(movement.amount)}: ${task.description}`,
            link: `/project/${funding.projectId}`,
          }),
        ],
      });
    }
  }
}
