import { ErrorCodes } from '@shared/api/errors';
import {
  ARTIST_STATUSES,
  averageCompletion,
  CONFIRMATIONS,
  MILESTONE_COMPLETION,
  PROJECT_MESSAGES,
  type Milestone,
  type MilestoneStatus,
  type Priority,
  type Project,
  type ProjectStatus,
} from '@shared/schemas/projects';
import type { Actor } from '../actor';
import * as Counters from '../counters/counters';
import { getEvery } from '../db/batch-get';
import { db, type TransactionEntities } from '../db/service';
import { commit, ConditionFailed, type SideEffects } from '../db/transactions';
import { forbidden, refuse } from '../errors';
import * as Profiles from '../profiles/profiles';
import * as Reviews from '../reviews/open';
import { closeExtra } from './commissions/closing';
import {
  counters,
  dashboardOf,
  getProject,
  image,
  isOngoing,
  statusPieces,
  toProject,
  type MilestoneItem,
  type ProjectItem,
} from './model';

/**
 * Projects and milestones (part 2 §4, §6); proposals are in proposals.ts. Every project change is
 * conditional on the version it read, so the counters the summary cards show (ongoing, completed)
 * stay exact under concurrent changes.
 */

export { counters } from './model';
export { accept, defaultMilestones, received, reject, send, sent } from './proposals';
export { arePartners } from './partners';

const changed = () =>
  refuse(ErrorCodes.projectChanged, 'This project was changed meanwhile. Please reload and try again.');

export const milestoneId = (m: Pick<MilestoneItem, 'projectId' | 'position'>) => `${m.projectId}.${m.position}`;

function toMilestone(m: MilestoneItem): Milestone {
  return {
    milestone_id: milestoneId(m),
    project_id: m.projectId,
    milestone_name: m.name,
    due_date: m.dueDate,
    status: m.status,
    completion_percentage: MILESTONE_COMPLETION[m.status],
  };
}

/** A person's projects (as the artist or as the client), newest first. */
export async function listFor(userId: string, as: 'Artist' | 'Client'): Promise<Project[]> {
  const projects = db().entities.project;
  const { data } =
    as === 'Artist'
      ? await projects.query.byArtist({ artistId: userId }).go({ order: 'desc', limit: 200 })
      : await projects.query.byClient({ clientId: userId }).go({ order: 'desc', limit: 200 });
  return data.map(toProject);
}

export async function summary(userId: string) {
  const read = await Counters.getMany([
    counters.total(userId),
    counters.pending(userId),
    counters.ongoing(userId),
    counters.completed(userId),
  ]);
  return {
    total: read(counters.total(userId)),
    pending: read(counters.pending(userId)),
    ongoing: read(counters.ongoing(userId)),
    completed: read(counters.completed(userId)),
  };
}

/**
 * The project and the caller's side of it (404 when it does not exist). The routes' owner rule
 * (`thing: 'project'` / `'milestone'`) refused anyone else with 403, and their `auth` says which
 * side may act (only artists change the priority or edit milestones), so neither is checked here.
 */
async function participantProject(
  callerId: string,
  projectId: string,
): Promise<ProjectItem & { side: 'Artist' | 'Client' }> {
  const project = await getProject(projectId);
  if (!project) throw refuse(ErrorCodes.projectNotFound, 'Project not found.');
  if (project.artistId === callerId) return { ...project, side: 'Artist' };
  if (project.clientId === callerId) return { ...project, side: 'Client' };
  throw new Error(`${callerId} is not a side of project ${projectId}: its route needs the owner rule`);
}

/** What a change carries beyond the status (a commission's money when it closes): more fields, more pieces, work after commit. */
export interface ChangeExtra {
  fields?: Record<string, unknown>;
  /** Fields the change removes from the project (a commission's open funding when it closes). */
  remove?: 'openFundingId'[];
  pieces?: (tx: TransactionEntities, fx: SideEffects) => object[];
}

/** A change to the project, conditional on the version read, with counters and the other side notified. */
async function change(
  project: ProjectItem,
  fields: { status?: ProjectStatus; priority?: Priority },
  notify: { userId: string; role: string; message: string },
  extra: ChangeExtra = {},
) {
  const next = { ...project, ...fields, version: project.version + 1 };
  // The client's Done or Failed confirmation opens both sides' reviews (issue 32 §1).
  const closedAt =
    (next.status === 'Done' || next.status === 'Failed') && next.status !== project.status
      ? new Date().toISOString()
      : undefined;
  try {
    await commit((tx, fx) => [
      (extra.remove?.length
        ? tx.project
            .patch({ projectId: project.projectId })
            .set({ ...fields, ...extra.fields, ...(closedAt ? { closedAt } : {}), version: next.version })
            .remove(extra.remove)
        : tx.project
            .patch({ projectId: project.projectId })
            .set({ ...fields, ...extra.fields, ...(closedAt ? { closedAt } : {}), version: next.version })
      )
        .where((attr, op) => op.eq(attr.version, project.version))
        .commit(),
      ...statusPieces(tx, project, next.status),
      ...fx.notify(notify.userId, { type: 'proposal', message: notify.message, link: dashboardOf(notify.role) }),
      ...(extra.pieces?.(tx, fx) ?? []),
      ...Reviews.projectPieces(tx, project, closedAt),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw changed();
    throw err;
  }
  return toProject(next);
}

/**
 * The artist sets one of the four artist states (not once the client confirmed); the client
 * confirms Done from Artist Completed, or Failed from Artist Unable.
 */
export async function setStatus(actor: Actor, projectId: string, status: ProjectStatus): Promise<Project> {
  const project = await participantProject(actor.userId, projectId);
  if (project.side === 'Artist') {
    if (!(ARTIST_STATUSES as readonly string[]).includes(status))
      throw forbidden('Only the client confirms a project as Done or Failed.');
    if (project.status === 'Done' || project.status === 'Failed')
      throw refuse(ErrorCodes.projectAlreadyConfirmed, 'The client already confirmed this project.');
    return change(
      project,
      { status },
      {
        userId: project.clientId,
        role: 'Client',
        message: `${project.projectName}: the artist set the status to "${status}".`,
      },
    );
  }
  if (status !== 'Done' && status !== 'Failed') throw forbidden('Only the artist changes the project status.');
  if (project.status !== CONFIRMATIONS[status])
    throw refuse(
      ErrorCodes.projectNotConfirmable,
      `The project can be confirmed as ${status} only when the artist marked it "${CONFIRMATIONS[status]}".`,
    );
  // A commission's money follows: Done releases what is held, Failed follows the cancellation rule.
  const extra = project.terms ? await closeExtra(project, status === 'Done' ? 'done' : 'failed') : {};
  return change(
    project,
    { status },
    {
      userId: project.artistId,
      role: 'Artist',
      message: `${project.projectName}: the client confirmed it as ${status}.`,
    },
    extra,
  );
}

export async function setPriority(actor: Actor, projectId: string, priority: Priority): Promise<Project> {
  const project = await participantProject(actor.userId, projectId);
  return change(
    project,
    { priority },
    {
      userId: project.clientId,
      role: 'Client',
      message: `${project.projectName}: the artist set the priority to "${priority}".`,
    },
  );
}

/** The budget and the other side's profile, contact fields included (they share a project, DESIGN §8a). */
export async function details(actor: Actor, projectId: string, whose: 'Artist' | 'Client') {
  const project = await participantProject(actor.userId, projectId);
  const person = await Profiles.get(whose === 'Artist' ? project.artistId : project.clientId);
  return {
    budget: project.budget,
    profile: {
      user_id: person?.userId ?? '',
      firstname: person?.firstname ?? PROJECT_MESSAGES.unknownUser,
      lastname: person?.lastname ?? '',
      email: person?.email ?? '',
      phone: person?.phone ?? '',
      address: person?.address ?? '',
      profile_image: image(person?.profileImageKey),
    },
  };
}

async function milestonesOfProject(projectId: string): Promise<MilestoneItem[]> {
  const { data } = await db().entities.milestone.query.byProject({ projectId }).go({ limit: 50 });
  return data.sort((a, b) => a.position - b.position);
}

export async function milestones(actor: Actor, projectId: string): Promise<Milestone[]> {
  await participantProject(actor.userId, projectId);
  return (await milestonesOfProject(projectId)).map(toMilestone);
}

/**
 * Gives projects in progress since before the sides kept in-progress entries (issue 51 §3) those
 * entries: a Scan of the projects, a put per side of each in progress. Safe to run again.
 */
export async function backfillOngoing(): Promise<number> {
  let written = 0;
  let cursor: string | null = null;
  do {
    const page: { data: ProjectItem[]; cursor: string | null } = await db().entities.project.scan.go({
      cursor,
      limit: 200,
    });
    for (const p of page.data.filter((p) => isOngoing(p.status))) {
      for (const userId of [p.artistId, p.clientId])
        await db().entities.ongoingProject.put({ userId, projectId: p.projectId }).go();
      written += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return written;
}

/**
 * The caller's projects in progress with their milestones: one Query of the caller's in-progress
 * entries (kept with each status change, `statusPieces`), the projects in one BatchGet and each
 * one's milestones, so it reads what it shows.
 */
export async function inProgressWithMilestones(actor: Actor) {
  const { data: entries } = await db()
    .entities.ongoingProject.query.byUser({ userId: actor.userId })
    .go({ order: 'desc', limit: 200 });
  if (entries.length === 0) return [];
  const data = await getEvery(
    entries.map((e) => ({ projectId: e.projectId })),
    (keys) => db().entities.project.get(keys).go(),
    'in-progress projects',
  );
  const projects = data
    .filter((p) => isOngoing(p.status))
    .sort((a, b) => b.projectId.localeCompare(a.projectId))
    .map(toProject);
  return Promise.all(
    projects.map(async (p) => ({ ...p, milestones: (await milestonesOfProject(p.project_id)).map(toMilestone) })),
  );
}

/** The artist edits a stage; the project's completion (average of the stages) changes with it. */
export async function updateMilestone(
  actor: Actor,
  id: string,
  fields: { milestone_name: string; due_date: string; status: MilestoneStatus },
): Promise<Milestone> {
  const dot = id.lastIndexOf('.');
  const position = Number(id.slice(dot + 1));
  if (dot <= 0 || !Number.isInteger(position)) throw refuse(ErrorCodes.milestoneNotFound, 'Milestone not found.');
  const project = await participantProject(actor.userId, id.slice(0, dot));
  const all = await milestonesOfProject(project.projectId);
  const current = all.find((m) => m.position === position);
  if (!current) throw refuse(ErrorCodes.milestoneNotFound, 'Milestone not found.');
  const next: MilestoneItem = {
    ...current,
    name: fields.milestone_name,
    dueDate: fields.due_date,
    status: fields.status,
  };
  const completion = averageCompletion(
    all.map((m) => MILESTONE_COMPLETION[m.position === position ? next.status : m.status]),
  );
  try {
    await commit((tx) => [
      tx.milestone
        .patch({ projectId: project.projectId, position })
        .set({ name: next.name, dueDate: next.dueDate, status: next.status })
        .commit(),
      tx.project
        .patch({ projectId: project.projectId })
        .set({ completion, version: project.version + 1 })
        .where((attr, op) => op.eq(attr.version, project.version))
        .commit(),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw changed();
    throw err;
  }
  return toMilestone(next);
}
