import { ErrorCodes } from '@shared/api/errors';
import type { Commission, Delivery, Terms, WipUpdate } from '@shared/schemas/commissions';
import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import { db, type Item } from '../../db/service';
import { refuse } from '../../errors';
import { getProject, type ProjectItem } from '../model';
import { publicUrl } from '../../uploads/urls';
import { netOf } from '../../money/accounts';
import { isHeld, type MilestoneMoneyState } from '../../money/milestones';

/** What the commission modules share: the reads of a project with its money, and its view. */

export type MilestoneRow = Item<'milestone'>;
export type DeliveryRow = Awaited<ReturnType<typeof deliveriesOf>>[number];
export type Side = 'artist' | 'client';

export interface Loaded {
  project: ProjectItem;
  milestones: MilestoneRow[];
}

export const milestoneIdOf = (projectId: string, position: number) => `${projectId}.${position}`;
export const projectLink = (projectId: string) => `/project/${projectId}`;

export async function milestonesOf(projectId: string) {
  const { data } = await db().entities.milestone.query.byProject({ projectId }).go({ limit: 50 });
  return data.sort((a, b) => a.position - b.position);
}

export async function deliveriesOf(projectId: string) {
  return (await db().entities.delivery.query.byProject({ projectId }).go({ pages: 'all' })).data;
}

export async function timelineOf(projectId: string) {
  return (await db().entities.wipUpdate.query.byProject({ projectId }).go({ pages: 'all' })).data;
}

/** The project and its milestones; 404 when there is no such project. */
export async function load(projectId: string): Promise<Loaded> {
  const [project, milestones] = await Promise.all([getProject(projectId), milestonesOf(projectId)]);
  if (!project) throw refuse(ErrorCodes.projectNotFound, 'Project not found.');
  return { project, milestones };
}

/**
 * The caller's side of a project. Only its two sides reach a route that asks: the contract's owner
 * rule (`thing: 'project'`) refused anyone else with 403 before the route ran, and its `auth`
 * decides which side may act (`client` funds and approves, `artist` delivers), so nothing here
 * checks them again. Anyone else here is a route declared without that rule: a bug, not a refusal.
 */
export function sideOf(project: ProjectItem, userId: string): Side {
  if (project.artistId === userId) return 'artist';
  if (project.clientId === userId) return 'client';
  throw new Error(`${userId} is not a side of project ${project.projectId}: its route needs the owner rule`);
}

/** Refuses a change to a project without terms, closed, or (for money) in dispute. */
export function assertOpen(project: ProjectItem, opts: { money?: boolean } = {}) {
  if (!project.terms) throw refuse(ErrorCodes.commissionNoTerms, COMMISSION_MESSAGES.noTerms);
  if (project.closed) throw refuse(ErrorCodes.commissionClosed, COMMISSION_MESSAGES.closed);
  if (opts.money !== false && project.dispute && !(project.dispute as DisputeRecord).decidedAt)
    throw refuse(ErrorCodes.commissionDisputed, COMMISSION_MESSAGES.disputed);
}

export interface DisputeRecord {
  openedBy: Side;
  at: string;
  reason: string;
  /** The cancellation request standing when the dispute was opened: the other statement the admin reads. */
  cancelRequest?: CancelRecord;
  decidedAt?: string;
  releaseCentavos?: number;
  refundCentavos?: number;
  note?: string;
  decidedBy?: string;
}
export interface CancelRecord {
  by: Side;
  at: string;
  reason: string;
}

export const isDisputed = (p: ProjectItem) => Boolean(p.dispute && !(p.dispute as DisputeRecord).decidedAt);

export function findMilestone(loaded: Loaded, position: number): MilestoneRow {
  const m = loaded.milestones.find((x) => x.position === position);
  if (!m || m.amountCentavos === undefined) throw refuse(ErrorCodes.milestoneNotFound, 'Milestone not found.');
  return m;
}

/** A milestone as the pure rules see it. */
export function stateOf(m: MilestoneRow): MilestoneMoneyState {
  return {
    position: m.position,
    amount: m.amountCentavos ?? 0,
    money: m.money ?? 'unfunded',
    revisions: m.revisions ?? 0,
    revisionsUsed: m.revisionsUsed ?? 0,
    released: m.releasedCentavos ?? 0,
    refunded: m.refundedCentavos ?? 0,
  };
}

const file = (key: string) => ({ key, url: publicUrl(key) });

function toDelivery(d: DeliveryRow): Delivery {
  return {
    delivery_id: d.deliveryId,
    position: d.position,
    at: d.at,
    note: d.note,
    files: d.fileKeys.map(file),
    outcome: d.outcome,
    revision_note: d.revisionNote ?? null,
    decided_at: d.decidedAt ?? null,
  };
}

export function toWip(u: Awaited<ReturnType<typeof timelineOf>>[number]): WipUpdate {
  return {
    update_id: u.updateId,
    position: u.position,
    milestone_name: u.milestoneName,
    at: u.at,
    note: u.note,
    image: u.imageKey ? file(u.imageKey) : null,
  };
}

/** What both sides (or an admin deciding a dispute) see of a project's commission. */
export async function view(projectId: string, side: Side | 'admin'): Promise<Commission> {
  const [{ project: p, milestones }, deliveries, timeline] = await Promise.all([
    load(projectId),
    deliveriesOf(projectId),
    timelineOf(projectId),
  ]);
  const openFunding = p.openFundingId
    ? (await db().entities.funding.get({ fundingId: p.openFundingId }).go()).data
    : null;
  const pendingPositions = new Set(openFunding?.state === 'pending' ? openFunding.positions : []);
  const dispute = p.dispute as DisputeRecord | undefined;
  const cancel = p.cancelRequest as CancelRecord | undefined;
  return {
    project_id: p.projectId,
    project_name: p.projectName,
    status: p.status,
    side,
    artist: { user_id: p.artistId, firstname: p.artistFirstname, lastname: p.artistLastname },
    client: { user_id: p.clientId, firstname: p.clientFirstname, lastname: p.clientLastname },
    terms: (p.terms as Terms | undefined) ?? null,
    agreed_at: p.agreedAt ?? null,
    agreed_version: p.agreedVersion ?? null,
    thread_id: p.threadId ?? null,
    money: {
      total: (p.terms as Terms | undefined)?.total_centavos ?? 0,
      funded: p.fundedCentavos ?? 0,
      held: p.heldCentavos ?? 0,
      released: p.releasedCentavos ?? 0,
      refunded: p.refundedCentavos ?? 0,
    },
    milestones: milestones
      .filter((m) => m.amountCentavos !== undefined)
      .map((m) => ({
        milestone_id: milestoneIdOf(p.projectId, m.position),
        position: m.position,
        name: m.name,
        due_date: m.dueDate,
        amount_centavos: m.amountCentavos ?? 0,
        revisions_included: m.revisions ?? 0,
        revisions_used: m.revisionsUsed ?? 0,
        money: m.money ?? 'unfunded',
        released_centavos: m.releasedCentavos ?? 0,
        refunded_centavos: m.refundedCentavos ?? 0,
        artist_net_centavos: netOf(m.releasedCentavos ?? 0),
        payout: m.payout ?? 'none',
        funded_at: m.fundedAt ?? null,
        delivered_at: m.deliveredAt ?? null,
        auto_approve_at: m.money === 'delivered' ? (m.autoApproveAt ?? null) : null,
        funding_pending: pendingPositions.has(m.position) && !isHeld(m.money ?? 'unfunded') && m.money === 'unfunded',
      })),
    deliveries: deliveries.map(toDelivery),
    timeline: timeline.map(toWip),
    cancel_request: cancel ? { by: cancel.by, at: cancel.at, reason: cancel.reason } : null,
    dispute: dispute
      ? {
          opened_by: dispute.openedBy,
          at: dispute.at,
          reason: dispute.reason,
          cancel_request: dispute.cancelRequest
            ? { by: dispute.cancelRequest.by, at: dispute.cancelRequest.at, reason: dispute.cancelRequest.reason }
            : null,
          decided_at: dispute.decidedAt ?? null,
          release_centavos: dispute.releaseCentavos ?? null,
          refund_centavos: dispute.refundCentavos ?? null,
          decision_note: dispute.note ?? null,
        }
      : null,
    closed: p.closed ?? null,
  };
}

/** The delivery awaiting review on a milestone (the latest), or undefined. */
export async function awaitingDelivery(projectId: string, position: number) {
  return (await deliveriesOf(projectId)).filter((d) => d.position === position && d.outcome === 'awaiting').at(-1);
}

/** The commission after a change, as the caller sees it, with the change's message (the routes' answer). */
export async function answer(projectId: string, userId: string, done: Promise<{ message: string }>) {
  const { message } = await done;
  const project = await getProject(projectId);
  return { message, commission: await view(projectId, project ? sideOf(project, userId) : 'admin') };
}
