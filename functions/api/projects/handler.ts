import { projectsContract } from '@shared/api/contract/projects';
import { httpHandler } from '../../lib/http';
import { projectRoutes } from './routes';

export const handler = httpHandler(projectsContract, projectRoutes);
