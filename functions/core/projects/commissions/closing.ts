import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES, type Terms } from '@shared/messages/commissions';
import type { ProjectStatus } from '@shared/schemas/projects';
import type { Actor } from '../../actor';
import * as Audit from '../../audit/audit';
import type { TransactionEntities } from '../../db/service';
import type { SideEffects } from '../../db/transactions';
import { refuse } from '../../errors';
import { statusPieces, type ProjectItem } from '../model';
import * as Reviews from '../../reviews/open';
import {
  assertOpen,
  type CancelRecord,
  deliveriesOf,
  type DeliveryRow,
  type DisputeRecord,
  isDisputed,
  load,
  type Loaded,
  milestonesOf,
  sideOf,
  stateOf,
} from './model';
import * as Money from '../../money/money';
import { decisionParts, heldTotal, step, type Step } from '../../money/milestones';
import { endFundingPieces, expireSession, findFunding, onFundingPaid } from './funding';
import { applySteps, committing, notice, pesos, projectPiece, totalsAfter } from './writes';

/**
 * How a commission ends (issue 31 §4, §5): Done releases every held milestone; Failed and an
 * agreed cancellation follow the agreed rule (the artist keeps the agreed share of each funded,
 * undelivered milestone; delivered ones are paid in full; the rest is refunded); a dispute
 * freezes the money until an admin decides the split. Each is one transaction with the project's
 * status, its counters, the milestones' money, the ledger entries and the PayMongo tasks.
 */

/** Deliveries still awaiting review when the project closes: closed with it. */
const closedDeliveries = (tx: TransactionEntities, awaiting: readonly DeliveryRow[]) =>
  awaiting.map((d) =>
    tx.delivery
      .patch({ projectId: d.projectId, deliveryId: d.deliveryId })
      .set({ outcome: 'closed', decidedAt: new Date().toISOString() })
      .commit(),
  );

/** Each held milestone's step when the project closes as done (everything released) or by the cancellation rule. */
function closingSteps(loaded: Loaded, how: 'done' | 'cancel'): Map<number, Step> {
  const keepPercent = (loaded.project.terms as Terms).cancel_keep_percent;
  const steps = new Map<number, Step>();
  for (const m of loaded.milestones) {
    const state = stateOf(m);
    const s =
      how === 'done'
        ? step(state, { kind: 'decide', release: state.amount })
        : step(state, { kind: 'cancel', keepPercent });
    if (s) steps.set(m.position, s);
  }
  return steps;
}

/** What the client's Done / Failed confirmation carries for a commission (projects.ts's status change commits it). */
export async function closeExtra(project: ProjectItem, how: 'done' | 'failed') {
  if (isDisputed(project)) throw refuse(ErrorCodes.commissionDisputed, COMMISSION_MESSAGES.disputed);
  const [milestones, deliveries] = await Promise.all([
    milestonesOf(project.projectId),
    deliveriesOf(project.projectId),
  ]);
  const loaded: Loaded = { project, milestones };
  const awaiting = deliveries.filter((d) => d.outcome === 'awaiting');
  const steps = closingSteps(loaded, how === 'done' ? 'done' : 'cancel');
  let applied = { released: 0, refunded: 0 };
  // The totals are known before the transaction: the steps are pure.
  for (const s of steps.values())
    applied = { released: applied.released + s.release, refunded: applied.refunded + s.refund };
  return {
    fields: { ...totalsAfter(project, applied), closed: how },
    remove: project.openFundingId ? ['openFundingId' as const] : [],
    pieces: (tx: TransactionEntities, fx: SideEffects) => {
      const a = applySteps(tx, loaded, steps);
      const tasks = a.tasks;
      // Its money tasks run now where PayMongo's keys are (else the every-minute job runs them).
      fx.after(() => Promise.all([Money.runNow(tasks), closeOpenFunding(project.openFundingId)]));
      return [
        ...a.pieces,
        ...closedDeliveries(tx, awaiting),
        ...(project.openFundingId ? endFundingPieces(tx, project.openFundingId) : []),
      ];
    },
  };
}

/** Closes by the cancellation rule, or (a decision) by the admin's split: status, money, counters, notices. */
async function close(
  loaded: Loaded,
  steps: Map<number, Step>,
  fields: { closed: 'canceled' | 'settled'; status: ProjectStatus; dispute?: DisputeRecord },
  more: (tx: TransactionEntities, fx: SideEffects) => object[],
) {
  const { project } = loaded;
  const awaiting = (await deliveriesOf(project.projectId)).filter((d) => d.outcome === 'awaiting');
  let tasks: string[] = [];
  // Money moved (a cancellation of funded work, an admin's decision): both sides may review each
  // other, as after the client's Done/Failed; a project canceled before anything was funded not.
  const closedAt = steps.size > 0 || fields.closed === 'settled' ? new Date().toISOString() : undefined;
  await committing((tx, fx) => {
    const applied = applySteps(tx, loaded, steps);
    tasks = applied.tasks;
    return [
      ...applied.pieces,
      ...closedDeliveries(tx, awaiting),
      projectPiece(
        tx,
        project,
        {
          ...totalsAfter(project, applied),
          closed: fields.closed,
          status: fields.status,
          ...(fields.dispute ? { dispute: fields.dispute } : {}),
          ...(closedAt ? { closedAt } : {}),
        },
        [
          ...(project.cancelRequest ? (['cancelRequest'] as const) : []),
          ...(project.openFundingId ? (['openFundingId'] as const) : []),
        ],
      ),
      ...(project.openFundingId ? endFundingPieces(tx, project.openFundingId) : []),
      ...Reviews.projectPieces(tx, project, closedAt),
      ...statusPieces(tx, project, fields.status),
      ...more(tx, fx),
    ];
  });
  await Promise.all([Money.runNow(tasks), closeOpenFunding(project.openFundingId)]);
}

/** After a project closed: its open funding's PayMongo session expired, so it can no longer be paid (a payment that still comes is refunded). */
async function closeOpenFunding(fundingId: string | undefined): Promise<void> {
  if (!fundingId) return;
  const funding = await findFunding(fundingId);
  const closed = funding ? await expireSession(funding) : 'expired';
  // Paid just before it closed: recorded, and refunded (the funding is no longer wanted).
  if (closed !== 'expired' && closed !== 'unavailable')
    await onFundingPaid(
      { id: `expire:${fundingId}:${closed.paymentId}`, type: 'checkout_session.payment.paid' },
      closed,
    );
}

function cancelSummary(steps: Map<number, Step>) {
  let release = 0;
  let refund = 0;
  for (const s of steps.values()) {
    release += s.release;
    refund += s.refund;
  }
  return `${pesos(refund)} is refunded to the client and ${pesos(release)} released to the artist.`;
}

/** Asks to cancel; with nothing held, cancels at once. The other side's request standing: agreeing. */
export async function requestCancel(actor: Actor, projectId: string, reason: string) {
  const loaded = await load(projectId);
  const { project } = loaded;
  const side = sideOf(project, actor.userId);
  assertOpen(project);
  const standing = project.cancelRequest as CancelRecord | undefined;
  if (standing && standing.by !== side) return agreeCancel(actor, projectId);
  if (heldTotal(loaded.milestones.map(stateOf)) === 0) {
    await close(loaded, new Map(), { closed: 'canceled', status: 'Failed' }, (_tx, fx) =>
      notice(
        fx,
        side === 'artist' ? project.clientId : project.artistId,
        project,
        `the ${side} canceled the project (nothing was funded): ${reason.slice(0, 200)}`,
      ),
    );
    return { message: COMMISSION_MESSAGES.cancelDone };
  }
  await committing((tx, fx) => [
    projectPiece(tx, project, {
      cancelRequest: { by: side, at: new Date().toISOString(), reason } satisfies CancelRecord,
    }),
    ...notice(
      fx,
      side === 'artist' ? project.clientId : project.artistId,
      project,
      `the ${side} asks to cancel: ${reason.slice(0, 200)}. Agree, or open a dispute.`,
    ),
  ]);
  return { message: COMMISSION_MESSAGES.cancelAsked };
}

export async function agreeCancel(actor: Actor, projectId: string) {
  const loaded = await load(projectId);
  const { project } = loaded;
  const side = sideOf(project, actor.userId);
  assertOpen(project);
  const standing = project.cancelRequest as CancelRecord | undefined;
  if (!standing) throw refuse(ErrorCodes.commissionNoCancelRequest, COMMISSION_MESSAGES.noCancelRequest);
  if (standing.by === side) throw refuse(ErrorCodes.commissionOwnCancelRequest, COMMISSION_MESSAGES.ownCancelRequest);
  const steps = closingSteps(loaded, 'cancel');
  const summary = cancelSummary(steps);
  await close(loaded, steps, { closed: 'canceled', status: 'Failed' }, (tx, fx) => [
    ...notice(fx, project.artistId, project, `canceled by agreement. ${summary}`),
    ...notice(fx, project.clientId, project, `canceled by agreement. ${summary}`),
  ]);
  return { message: COMMISSION_MESSAGES.cancelDone };
}

export async function withdrawCancel(actor: Actor, projectId: string) {
  const { project } = await load(projectId);
  const side = sideOf(project, actor.userId);
  assertOpen(project, { money: false });
  const standing = project.cancelRequest as CancelRecord | undefined;
  if (!standing || standing.by !== side)
    throw refuse(ErrorCodes.commissionNoCancelRequest, COMMISSION_MESSAGES.noCancelRequest);
  await committing((tx) => [projectPiece(tx, project, {}, ['cancelRequest'])]);
  return { message: COMMISSION_MESSAGES.cancelWithdrawn };
}

export async function openDispute(actor: Actor, projectId: string, reason: string) {
  const loaded = await load(projectId);
  const { project } = loaded;
  const side = sideOf(project, actor.userId);
  if (isDisputed(project)) throw refuse(ErrorCodes.commissionAlreadyDisputed, COMMISSION_MESSAGES.alreadyDisputed);
  assertOpen(project);
  if (heldTotal(loaded.milestones.map(stateOf)) === 0)
    throw refuse(ErrorCodes.commissionNothingHeld, COMMISSION_MESSAGES.nothingHeld);
  const at = new Date().toISOString();
  await committing((tx, fx) => [
    // The cancellation request it answers is kept with it: the admin reads both sides' statements.
    projectPiece(
      tx,
      project,
      {
        dispute: {
          openedBy: side,
          at,
          reason,
          ...(project.cancelRequest ? { cancelRequest: project.cancelRequest as CancelRecord } : {}),
        } satisfies DisputeRecord,
      },
      project.cancelRequest ? ['cancelRequest'] : [],
    ),
    tx.disputeEntry.create({ queue: 'open', openedAt: at, projectId }).commit(),
    ...notice(
      fx,
      side === 'artist' ? project.clientId : project.artistId,
      project,
      `the ${side} opened a dispute: ${reason.slice(0, 200)}. Its money is frozen until Crafti decides.`,
    ),
  ]);
  return { message: COMMISSION_MESSAGES.disputeOpened };
}

/** An admin's decision: the held money split (release part to the artist, the rest refunded), audit-logged, both told. */
export async function decide(actor: Actor, projectId: string, body: { release_centavos: number; note: string }) {
  const loaded = await load(projectId);
  const { project } = loaded;
  const dispute = project.dispute as DisputeRecord | undefined;
  if (!dispute || dispute.decidedAt) throw refuse(ErrorCodes.commissionNotDisputed, COMMISSION_MESSAGES.notDisputed);
  const states = loaded.milestones.map(stateOf);
  const held = heldTotal(states);
  if (body.release_centavos > held)
    throw refuse(ErrorCodes.commissionReleaseTooMuch, COMMISSION_MESSAGES.releaseTooMuch);
  const parts = decisionParts(states, body.release_centavos);
  const steps = new Map<number, Step>();
  for (const s of states) {
    const part = parts.get(s.position);
    const next = part === undefined ? null : step(s, { kind: 'decide', release: part });
    if (next) steps.set(s.position, next);
  }
  const refund = held - body.release_centavos;
  const decided: DisputeRecord = {
    ...dispute,
    decidedAt: new Date().toISOString(),
    releaseCentavos: body.release_centavos,
    refundCentavos: refund,
    note: body.note,
    decidedBy: actor.userId,
  };
  const words = `Crafti decided the dispute: ${pesos(body.release_centavos)} released to the artist, ${pesos(refund)} refunded to the client. ${body.note.slice(0, 300)}`;
  // A settlement is its own outcome (the board words it neutrally): finished as Done when the artist
  // was paid something, Failed only when everything went back to the client.
  await close(
    loaded,
    steps,
    { closed: 'settled', status: body.release_centavos === 0 ? 'Failed' : 'Done', dispute: decided },
    (tx, fx) => [
      tx.disputeEntry.delete({ queue: 'open', openedAt: dispute.at, projectId }).commit(),
      Audit.entry(
        tx,
        actor,
        'dispute.decided',
        projectId,
        `${project.projectName}: release ${pesos(body.release_centavos)}, refund ${pesos(refund)}. ${body.note.slice(0, 500)}`,
      ),
      ...notice(fx, project.artistId, project, words),
      ...notice(fx, project.clientId, project, words),
    ],
  );
  return { message: COMMISSION_MESSAGES.decided };
}
