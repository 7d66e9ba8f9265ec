import type { MilestoneStatus, Project } from '@shared/schemas/projects';
import * as Counters from '../counters/counters';
import { db, type Item, type TransactionEntities } from '../db/service';
import { publicUrl } from '../uploads/urls';

/** What the project modules share: the counters' names, the stored shapes and their views. */

export const counters = {
  pending: (userId: string) => `proposals:pending:${userId}`,
  total: (userId: string) => `projects:total:${userId}`,
  ongoing: (userId: string) => `projects:ongoing:${userId}`,
  completed: (userId: string) => `projects:done:${userId}`,
};

export type ProjectItem = Item<'project'>;

export const isOngoing = (s: string) => s.toLowerCase() === 'in progress';

/**
 * What a project's status change writes beside the project: both sides' summary counters and their
 * in-progress entries (put when it starts, deleted when it ends), from its stored status to `next`.
 */
export function statusPieces(tx: TransactionEntities, project: ProjectItem, next: string) {
  const ongoingBy = (isOngoing(next) ? 1 : 0) - (isOngoing(project.status) ? 1 : 0);
  const completedBy = (next === 'Done' ? 1 : 0) - (project.status === 'Done' ? 1 : 0);
  const { projectId } = project;
  return [project.artistId, project.clientId].flatMap((userId) => [
    ...(ongoingBy
      ? [
          Counters.add(tx, counters.ongoing(userId), ongoingBy),
          ongoingBy > 0
            ? tx.ongoingProject.put({ userId, projectId }).commit()
            : tx.ongoingProject.delete({ userId, projectId }).commit(),
        ]
      : []),
    ...(completedBy ? [Counters.add(tx, counters.completed(userId), completedBy)] : []),
  ]);
}
export type MilestoneItem = {
  projectId: string;
  position: number;
  name: string;
  dueDate: string;
  status: MilestoneStatus;
};

export const image = (key: string | undefined | null) => (key ? publicUrl(key) : null);
/** The two sides of a project, as its reviews name them (issue 32 §1). */
export const reviewSides = (p: ProjectItem) =>
  [
    { userId: p.clientId, name: `${p.clientFirstname} ${p.clientLastname}` },
    { userId: p.artistId, name: `${p.artistFirstname} ${p.artistLastname}` },
  ] as const;

export const dashboardOf = (role: string) => (role === 'Artist' ? '/artist-track-project' : '/client-project-page');

export async function getProject(projectId: string) {
  return (await db().entities.project.get({ projectId }).go()).data;
}

export function toProject(p: ProjectItem): Project {
  return {
    project_id: p.projectId,
    project_name: p.projectName,
    description: p.description,
    due_date: p.dueDate,
    priority: p.priority,
    status: p.status,
    completion_percentage: p.completion,
    budget: p.budget,
    artist_id: p.artistId,
    client_id: p.clientId,
    created_at: p.createdAt,
    artist: {
      user_id: p.artistId,
      firstname: p.artistFirstname,
      lastname: p.artistLastname,
      profile_image: image(p.artistImageKey),
    },
    client: {
      user_id: p.clientId,
      firstname: p.clientFirstname,
      lastname: p.clientLastname,
      profile_image: image(p.clientImageKey),
    },
    money: p.terms
      ? {
          total: (p.terms as { total_centavos: number }).total_centavos,
          funded: p.fundedCentavos ?? 0,
          held: p.heldCentavos ?? 0,
          released: p.releasedCentavos ?? 0,
          closed: Boolean(p.closed),
          closing: p.closed ?? null,
        }
      : null,
  };
}
