import { commissionsContract } from '@shared/api/contract/commissions';
import * as ProjectOwners from '../../core/projects/owners';
import { httpHandler } from '../../lib/http';
import { commissionRoutes } from './routes';

export const handler = httpHandler(commissionsContract, commissionRoutes, { project: ProjectOwners.ofProject });
