import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES, MIN_FUNDING_CENTAVOS, type Terms } from '@shared/messages/commissions';
import type { Actor } from '../../actor';
import { ledgerPiece } from '../../checkout/money';
import { siteLink } from '../../config';
import { db } from '../../db/service';
import { commit, ConditionFailed } from '../../db/transactions';
import { AppError, conflict } from '../../errors';
import { timeId } from '../../ids';
import { log, serializeError } from '../../observability/log';
import { Metrics } from '../../observability/metrics';
import * as Paymongo from '../../payments/paymongo';
import * as Profiles from '../../profiles/profiles';
import { assertOpen, load, type Loaded, milestoneIdOf, projectLink, sideOf } from './model';
import { bookOf, fundPostings, step } from './rules';
import { committing, milestonePiece, notice, type Notice, projectPiece, pesos, pushNotices } from './writes';

/**
 * Funding: the client pays a milestone (or, when the terms say so, the whole price) through a
 * PayMongo checkout into Crafti's account, where it is held (no split to the artist). One checkout
 * at a time per project: asked again while it can still be paid, the client gets the same page.
 * PayMongo's paid event (its session and amount checked against the funding) funds the
 * milestones, records the ledger entry and tells the artist they may start.
 */

export type FundingItem = NonNullable<Awaited<ReturnType<typeof findFunding>>>;
export const FUNDING_PREFIX = 'fund-';

export async function findFunding(fundingId: string) {
  return (await db().entities.funding.get({ fundingId }).go()).data;
}

/** Which milestones the next funding pays: every unfunded one (whole price) or the first unfunded one. */
export function nextToFund(loaded: Loaded): number[] {
  const unfunded = loaded.milestones.filter((m) => m.amountCentavos !== undefined && (m.money ?? 'unfunded') === 'unfunded');
  if ((loaded.project.terms as Terms).funding === 'whole') return unfunded.map((m) => m.position);
  return unfunded.slice(0, 1).map((m) => m.position);
}

export async function fund(actor: Actor, projectId: string) {
  const loaded = await load(projectId);
  const { project } = loaded;
  if (sideOf(project, actor.userId) !== 'client') throw conflict(ErrorCodes.forbidden, 'Only the client funds the project.');
  assertOpen(project);
  const positions = nextToFund(loaded);
  if (positions.length === 0) throw conflict(ErrorCodes.commissionNothingToFund, COMMISSION_MESSAGES.nothingToFund);
  const amount = loaded.milestones.filter((m) => positions.includes(m.position)).reduce((sum, m) => sum + (m.amountCentavos ?? 0), 0);
  if (amount < MIN_FUNDING_CENTAVOS) throw conflict(ErrorCodes.commissionFundTooSmall, COMMISSION_MESSAGES.fundTooSmall);

  // The open checkout, while PayMongo would still take its payment: the same page again.
  if (project.openFundingId) {
    const open = await findFunding(project.openFundingId);
    if (open?.state === 'pending' && open.checkoutUrl && open.sessionId && sameList(open.positions, positions)) {
      const session = await Paymongo.retrieveCheckoutSession(open.sessionId).catch(() => null);
      if (session && session.status !== 'expired') return answer(open.fundingId, open.checkoutUrl, open.amountCentavos, open.positions);
    }
    if (open?.state === 'pending') await db().entities.funding.patch({ fundingId: open.fundingId }).set({ state: 'expired' }).where((a, op) => op.eq(a.state, 'pending')).go().catch(() => undefined);
  }

  const client = await Profiles.get(project.clientId);
  const fundingId = `${FUNDING_PREFIX}${timeId()}`;
  await committing((tx) => [
    tx.funding.create({ fundingId, projectId, clientId: project.clientId, positions, amountCentavos: amount, state: 'pending', createdAt: new Date().toISOString() }).commit(),
    projectPiece(tx, project, { openFundingId: fundingId }),
  ]);
  const names = loaded.milestones.filter((m) => positions.includes(m.position));
  try {
    const session = await Paymongo.createCheckoutSession({
      referenceNumber: fundingId,
      lineItems: names.map((m) => ({ name: `${project.projectName}: ${m.name}`.slice(0, 255), amount: m.amountCentavos ?? 0, quantity: 1 })),
      billing: { name: `${client?.firstname ?? ''} ${client?.lastname ?? ''}`.trim() || 'Crafti client', email: client?.email ?? '' },
      description: `Commission by ${project.artistFirstname} ${project.artistLastname}: ${project.projectName}`.slice(0, 255),
      successUrl: siteLink(`${projectLink(projectId)}?funded=1`),
      cancelUrl: siteLink(projectLink(projectId)),
      metadata: { funding_id: fundingId, project_id: projectId },
    });
    await db().entities.funding.patch({ fundingId }).set({ sessionId: session.sessionId, checkoutUrl: session.checkoutUrl }).go();
    return answer(fundingId, session.checkoutUrl, amount, positions);
  } catch (err) {
    log.error('a funding checkout could not be created', { projectId, fundingId, error: serializeError(err) });
    await db().entities.funding.patch({ fundingId }).set({ state: 'expired' }).go().catch(() => undefined);
    throw new AppError(ErrorCodes.checkoutFailed, 502, 'We could not reach PayMongo to take the payment. Please try again.');
  }
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const answer = (fundingId: string, url: string, amount: number, positions: number[]) => ({ funding_id: fundingId, checkout_url: url, amount_centavos: amount, positions });

export interface FundingPaid {
  sessionId: string | undefined;
  amountPaidCentavos: number;
  paymentId?: string;
  processingFeeCentavos?: number;
}

/**
 * PayMongo says a funding's session was paid. Funds its milestones (each still unfunded), the
 * project's totals and the ledger in one transaction; a replay finds the funding paid and changes
 * nothing. A session or amount that does not match the funding changes nothing and alarms.
 */
export async function markFunded(fundingId: string, paid: FundingPaid): Promise<'funded' | 'duplicate' | 'unknown' | 'mismatch'> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const funding = await findFunding(fundingId);
    if (!funding) return 'unknown';
    if (funding.state === 'paid') return 'duplicate';
    if (!funding.sessionId || paid.sessionId !== funding.sessionId || paid.amountPaidCentavos !== funding.amountCentavos) {
      log.error('a funding paid event does not match its funding', { fundingId, paid });
      Metrics.count('webhookPaymentMismatches', 1, { fundingId });
      return 'mismatch';
    }
    const loaded = await load(funding.projectId);
    const { project } = loaded;
    const funded = loaded.milestones.filter((m) => funding.positions.includes(m.position));
    const now = new Date().toISOString();
    const notices: Notice[] = [];
    try {
      await commit(
        (tx) => {
          notices.length = 0;
          const pieces = funded.flatMap((m) => {
            const s = step({ position: m.position, amount: m.amountCentavos ?? 0, money: m.money ?? 'unfunded', revisions: 0, revisionsUsed: 0, released: 0, refunded: 0 }, { kind: 'fund' });
            if (!s) throw new Error(`milestone ${milestoneIdOf(project.projectId, m.position)} is ${m.money}, not unfunded`);
            return [milestonePiece(tx, m, { money: 'funded', fundingId, fundedAt: now, ...(paid.paymentId ? { paymentId: paid.paymentId } : {}) })];
          });
          const what = funded.length === 1 ? `"${funded[0]!.name}" is funded (${pesos(funding.amountCentavos)}). You can start work on it.` : `the whole price is funded (${pesos(funding.amountCentavos)}). You can start work.`;
          return [
            tx.funding.patch({ fundingId }).set({ state: 'paid', ...(paid.paymentId ? { paymentId: paid.paymentId } : {}), processingCentavos: paid.processingFeeCentavos ?? 0 }).where((a, op) => op.eq(a.state, funding.state)).commit(),
            ...pieces,
            projectPiece(
              tx,
              project,
              { fundedCentavos: (project.fundedCentavos ?? 0) + funding.amountCentavos, heldCentavos: (project.heldCentavos ?? 0) + funding.amountCentavos },
              project.openFundingId === fundingId ? ['openFundingId'] : [],
            ),
            ledgerPiece(tx, {
              checkoutId: bookOf(project.projectId),
              entryId: `fund:${fundingId}`,
              kind: 'payment',
              postings: fundPostings(project.projectId, funding.amountCentavos, paid.processingFeeCentavos ?? 0),
              providerId: paid.paymentId ?? funding.sessionId ?? fundingId,
              providerAmount: funding.amountCentavos,
            }),
            ...notice(tx, notices, project.artistId, project, what, 'payout'),
            ...notice(tx, notices, project.clientId, project, `your payment of ${pesos(funding.amountCentavos)} is held by Crafti until you approve the work.`, 'payout'),
          ];
        },
        { after: () => pushNotices(notices) },
      );
      return 'funded';
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // The project changed meanwhile (another change, or this event twice): read again.
    }
  }
  throw new Error(`funding ${fundingId} could not be recorded after 4 attempts`);
}
