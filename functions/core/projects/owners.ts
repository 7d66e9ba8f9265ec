import type { OwnersLoader } from '../actor';
import { getProject } from './model';
import { recipientOf } from './proposals';
import { participantsOf } from './negotiation';

/** A project is its two sides': the artist and the client. */
export const ofProject: OwnersLoader = async (projectId) => {
  const project = await getProject(projectId);
  return project ? [project.artistId, project.clientId] : null;
};

/** A milestone (`<projectId>.<position>`) is its project's two sides'. */
export const ofMilestone: OwnersLoader = async (id) => {
  const dot = id.lastIndexOf('.');
  return dot > 0 && Number.isInteger(Number(id.slice(dot + 1))) ? ofProject(id.slice(0, dot)) : null;
};

/** A proposal is decided by the person who received it. */
export const ofProposal: OwnersLoader = async (proposalId) => {
  const recipientId = await recipientOf(proposalId);
  return recipientId ? [recipientId] : null;
};

/** A negotiation is its two people's: found by any of its proposals (pending, or as the sender kept it). */
export const ofProposalThread: OwnersLoader = async (proposalId) => participantsOf(proposalId);
