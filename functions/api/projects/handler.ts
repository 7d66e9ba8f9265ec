import { projectsContract } from '@shared/api/contract/projects';
import * as ProjectOwners from '../../core/projects/owners';
import { httpHandler } from '../../lib/http';
import { projectRoutes } from './routes';

export const handler = httpHandler(projectsContract, projectRoutes, {
  project: ProjectOwners.ofProject,
  milestone: ProjectOwners.ofMilestone,
  proposal: ProjectOwners.ofProposal,
  proposalThread: ProjectOwners.ofProposalThread,
});
