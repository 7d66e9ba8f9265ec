import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES, MIN_FUNDING_CENTAVOS, type Terms } from '@shared/messages/commissions';
import { fundingMachine } from '@shared/money-machines';
import type { Actor } from '../../actor';
import { siteLink } from '../../config';
import { db, type TransactionEntities, type Item } from '../../db/service';
import { commit, READ_AGAIN, retryOnConflict } from '../../db/transactions';
import { AppError, refuse } from '../../errors';
import { timeId } from '../../ids';
import * as Money from '../../money/money';
import { log, serializeError } from '../../observability/log';
import * as Paymongo from '../../payments/paymongo';
import { PaymentProviderError } from '../../payments/provider';
import * as Profiles from '../../profiles/profiles';
import { getProject, type ProjectItem, statusPieces } from '../model';
import { assertOpen, isDisputed, load, type Loaded, projectLink } from './model';
import { step } from '../../money/milestones';
import { milestonePiece, notice, projectPiece, pesos } from './writes';

/**
 * Funding: the client pays a milestone (or, when the terms say so, the whole price) through a
 * PayMongo checkout into Crafti's account, where it is held (no split to the artist). One funding
 * is open per project at a time (the project's `openFundingId`, set with a condition on the
 * project's version, so eight presses of Fund at once open one): asked again while it can still
 * be paid, the client gets the same page; for other milestones, the old session is expired at
 * PayMongo first. Closing a project expires its open funding the same way. A payment that comes
 * for a funding no longer wanted (expired, replaced, the project closed, its milestones funded
 * meanwhile) is refunded whole (shared/money-machines.ts funding).
 */

export type FundingItem = Item<'funding'>;
export const FUNDING_PREFIX = 'fund-';

export async function findFunding(fundingId: string) {
  return (await db().entities.funding.get({ fundingId }).go()).data;
}

/** Which milestones the next funding pays: every unfunded one (whole price) or the first unfunded one. */
export function nextToFund(loaded: Loaded): number[] {
  const unfunded = loaded.milestones.filter(
    (m) => m.amountCentavos !== undefined && (m.money ?? 'unfunded') === 'unfunded',
  );
  if ((loaded.project.terms as Terms).funding === 'whole') return unfunded.map((m) => m.position);
  return unfunded.slice(0, 1).map((m) => m.position);
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const answer = (f: Pick<FundingItem, 'fundingId' | 'checkoutUrl' | 'amountCentavos' | 'positions'>) => ({
  funding_id: f.fundingId,
  checkout_url: f.checkoutUrl!,
  amount_centavos: f.amountCentavos,
  positions: f.positions,
});

/** How many times a Fund press, and a paid funding's recording, read the project again when it changed meanwhile. */
const FUNDING_ATTEMPTS = 4;

/** How long a Fund press waits for the page another press is asking PayMongo for. */
const PAGE_WAIT_MS = 10_000;

async function pageOf(fundingId: string): Promise<FundingItem | null> {
  const until = Date.now() + PAGE_WAIT_MS;
  while (Date.now() < until) {
    const f = await findFunding(fundingId);
    if (!f || f.state !== 'pending') return null;
    if (f.checkoutUrl) return f;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/**
 * The pieces that end a project's open funding (it is replaced, or the project closes): the
 * funding expired and the project's pointer gone. Its PayMongo session is expired after the
 * commit (`expireSession`); a payment that still comes is refunded.
 */
export function endFundingPieces(tx: TransactionEntities, fundingId: string) {
  return [
    tx.funding
      .patch({ fundingId })
      .set({ state: 'expired' })
      .where((a, op) => op.eq(a.state, 'pending'))
      .commit(),
  ];
}

/** Expires a funding's PayMongo session; answers the payment when PayMongo says it was paid meanwhile. */
export async function expireSession(
  funding: Pick<FundingItem, 'sessionId' | 'fundingId'>,
): Promise<'expired' | 'unavailable' | Money.PaidPayment> {
  if (!funding.sessionId) return 'expired';
  try {
    await Paymongo.expireCheckoutSession(funding.sessionId);
    return 'expired';
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.retryable) {
      log.warn('a funding session could not be expired', { fundingId: funding.fundingId, error: serializeError(err) });
      return 'unavailable';
    }
  }
  return (await Money.paidSession(funding.sessionId).catch(() => null)) ?? 'expired';
}

export async function fund(actor: Actor, projectId: string) {
  return retryOnConflict(
    () => load(projectId),
    async (loaded) => {
      const { project } = loaded;
      assertOpen(project);
      const positions = nextToFund(loaded);
      if (positions.length === 0) throw refuse(ErrorCodes.commissionNothingToFund, COMMISSION_MESSAGES.nothingToFund);
      const amount = loaded.milestones
        .filter((m) => positions.includes(m.position))
        .reduce((sum, m) => sum + (m.amountCentavos ?? 0), 0);
      if (amount < MIN_FUNDING_CENTAVOS)
        throw refuse(ErrorCodes.commissionFundTooSmall, COMMISSION_MESSAGES.fundTooSmall);

      const open = project.openFundingId ? await findFunding(project.openFundingId) : null;
      if (open?.state === 'pending') {
        if (sameList(open.positions, positions)) {
          // The same milestones: the same page, once the press that opened it has it.
          const ready = open.checkoutUrl ? open : await pageOf(open.fundingId);
          if (ready) return answer(ready);
        }
        // Other milestones, or a page that never came: the old session ends first, so it cannot be paid as well.
        const closed = await expireSession(open);
        if (closed === 'unavailable')
          throw new AppError(
            ErrorCodes.checkoutFailed,
            'We could not reach PayMongo to take the payment. Please try again.',
          );
        if (closed !== 'expired') {
          await onFundingPaid(
            { id: `expire:${open.fundingId}:${closed.paymentId}`, type: 'checkout_session.payment.paid' },
            closed,
          );
          return READ_AGAIN; // it was paid meanwhile: read the project again
        }
        // Ended (or, a failed condition, changed meanwhile): read the project again.
        await commit((tx) => [
          ...endFundingPieces(tx, open.fundingId),
          projectPiece(tx, project, {}, ['openFundingId']),
        ]);
        return READ_AGAIN;
      }

      const fundingId = `${FUNDING_PREFIX}${timeId()}`;
      // A failed condition: another press opened one meanwhile, so read again and answer its page.
      await commit((tx) => [
        tx.funding
          .create({
            fundingId,
            projectId,
            clientId: project.clientId,
            positions,
            amountCentavos: amount,
            state: 'pending',
            createdAt: new Date().toISOString(),
          })
          .commit(),
        projectPiece(tx, project, { openFundingId: fundingId }),
      ]);
      return openSession(loaded, fundingId, positions, amount);
    },
    {
      attempts: FUNDING_ATTEMPTS,
      exhausted: () =>
        refuse(ErrorCodes.projectChanged, 'This project was changed meanwhile. Please reload and try again.'),
    },
  );
}

async function openSession(loaded: Loaded, fundingId: string, positions: number[], amount: number) {
  const { project } = loaded;
  const client = await Profiles.get(project.clientId);
  const names = loaded.milestones.filter((m) => positions.includes(m.position));
  try {
    const session = await Paymongo.createCheckoutSession(
      {
        referenceNumber: fundingId,
        lineItems: names.map((m) => ({
          name: `${project.projectName}: ${m.name}`.slice(0, 255),
          amount: m.amountCentavos ?? 0,
          quantity: 1,
        })),
        billing: {
          name: `${client?.firstname ?? ''} ${client?.lastname ?? ''}`.trim() || 'Crafti client',
          email: client?.email ?? '',
        },
        description: `Commission by ${project.artistFirstname} ${project.artistLastname}: ${project.projectName}`.slice(
          0,
          255,
        ),
        successUrl: siteLink(`${projectLink(project.projectId)}?funded=1`),
        cancelUrl: siteLink(projectLink(project.projectId)),
        metadata: { funding_id: fundingId, project_id: project.projectId },
      },
      { idempotencyKey: `crafti:funding:${fundingId}` },
    );
    await db()
      .entities.funding.patch({ fundingId })
      .set({ sessionId: session.sessionId, checkoutUrl: session.checkoutUrl })
      .go();
    return answer({ fundingId, checkoutUrl: session.checkoutUrl, amountCentavos: amount, positions });
  } catch (err) {
    log.error('a funding checkout could not be created', {
      projectId: project.projectId,
      fundingId,
      error: serializeError(err),
    });
    const now = await getProject(project.projectId);
    await commit((tx) => [
      ...endFundingPieces(tx, fundingId),
      ...(now?.openFundingId === fundingId ? [projectPiece(tx, now, {}, ['openFundingId'])] : []),
    ]).catch(() => undefined);
    throw new AppError(ErrorCodes.checkoutFailed, 'We could not reach PayMongo to take the payment. Please try again.');
  }
}

/** Why a paid funding cannot fund its milestones, or null when it can. */
function unwantedBecause(funding: FundingItem, project: ProjectItem, loaded: Loaded): string | null {
  if (funding.state !== 'pending') return 'This payment came for a funding that had been closed or replaced.';
  if (project.closed) return 'This payment came after the project was closed.';
  if (isDisputed(project)) return "This payment came while the project's money is frozen by a dispute.";
  const unfunded = funding.positions.every(
    (p) => (loaded.milestones.find((m) => m.position === p)?.money ?? 'unfunded') === 'unfunded',
  );
  if (!unfunded) return 'These milestones were already funded.';
  return null;
}

/**
 * PayMongo says a funding's session was paid (read back from PayMongo). Funds its milestones (each
 * still unfunded), the project's totals and the ledger in one transaction; a replay finds the
 * funding paid and changes nothing. A payment the project can no longer take is refunded whole.
 */
export async function onFundingPaid(_event: Money.PaymentEventRef, paid: Money.PaidPayment): Promise<string> {
  const fundingId = paid.reference;
  // A failed condition: the project changed meanwhile (another change, or this payment twice), so read again.
  return retryOnConflict(
    () => findFunding(fundingId),
    async (funding) => {
      if (!funding) return 'unknown';
      if (funding.sessionId !== paid.sessionId || paid.amount !== funding.amountCentavos) {
        log.error('a paid session does not match its funding: nothing settled', {
          fundingId,
          sessionId: paid.sessionId,
          amount: paid.amount,
        });
        return 'mismatch';
      }
      if (
        funding.paymentId === paid.paymentId ||
        !(fundingMachine.can(funding.state, 'pay') || fundingMachine.can(funding.state, 'pay_unwanted'))
      )
        return 'duplicate';
      const loaded = await load(funding.projectId);
      const { project } = loaded;
      const why = unwantedBecause(funding, project, loaded);
      let taskId = '';
      if (why) {
        await commit((tx, fx) => {
          const unwanted = Money.unwantedPaymentPieces(
            tx,
            { kind: 'funding', id: fundingId, book: Money.bookOfProject(project.projectId), why },
            paid,
          );
          taskId = unwanted.taskId;
          return [
            tx.funding
              .patch({ fundingId })
              .set({ state: 'refund_pending', paymentId: paid.paymentId, processingCentavos: paid.fee })
              .where((a, op) => op.eq(a.state, funding.state))
              .commit(),
            ...unwanted.pieces,
            ...notice(
              fx,
              project.clientId,
              project,
              `we received your payment of ${pesos(paid.amount)} but could not use it, so it is being refunded. ${why}`,
              'refund',
            ),
          ];
        });
        await Money.runNow([taskId]);
        return 'refunding';
      }
      const funded = loaded.milestones.filter((m) => funding.positions.includes(m.position));
      const now = new Date().toISOString();
      await commit((tx, fx) => {
        const pieces = funded.map((m) => {
          if (
            !step(
              {
                position: m.position,
                amount: m.amountCentavos ?? 0,
                money: m.money ?? 'unfunded',
                revisions: 0,
                revisionsUsed: 0,
                released: 0,
                refunded: 0,
              },
              { kind: 'fund' },
            )
          )
            throw new Error(`milestone ${m.position} is not unfunded`);
          return milestonePiece(tx, m, { money: 'funded', fundingId, fundedAt: now, paymentId: paid.paymentId });
        });
        const what =
          funded.length === 1
            ? `"${funded[0]!.name}" is funded (${pesos(funding.amountCentavos)}). You can start work on it.`
            : `the whole price is funded (${pesos(funding.amountCentavos)}). You can start work.`;
        return [
          tx.funding
            .patch({ fundingId })
            .set({ state: 'paid', paymentId: paid.paymentId, processingCentavos: paid.fee })
            .where((a, op) => op.eq(a.state, 'pending'))
            .commit(),
          ...pieces,
          // Funded work is under way: a project still "To Do" moves to "In Progress" (its board column and counters follow).
          projectPiece(
            tx,
            project,
            {
              fundedCentavos: (project.fundedCentavos ?? 0) + funding.amountCentavos,
              heldCentavos: (project.heldCentavos ?? 0) + funding.amountCentavos,
              ...(project.status === 'To Do' ? { status: 'In Progress' as const } : {}),
            },
            project.openFundingId === fundingId ? ['openFundingId'] : [],
          ),
          ...(project.status === 'To Do' ? statusPieces(tx, project, 'In Progress') : []),
          ...Money.fundingPaymentPieces(tx, project.projectId, fundingId, paid),
          ...notice(fx, project.artistId, project, what, 'payout'),
          ...notice(
            fx,
            project.clientId,
            project,
            `your payment of ${pesos(funding.amountCentavos)} is held by Crafti until you approve the work.`,
            'payout',
          ),
        ];
      });
      return 'funded';
    },
    {
      attempts: FUNDING_ATTEMPTS,
      exhausted: () => new Error(`funding ${fundingId} could not be recorded after ${FUNDING_ATTEMPTS} attempts`),
    },
  );
}
