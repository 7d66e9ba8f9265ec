import { deliveriesContract } from '@shared/api/contract/deliveries';
import * as ArtOwners from '../../core/arts/owners';
import * as ProjectOwners from '../../core/projects/owners';
import { httpHandler } from '../../lib/http';
import { deliveryRoutes } from './routes';

export const handler = httpHandler(deliveriesContract, deliveryRoutes, {
  project: ProjectOwners.ofProject,
  art: ArtOwners.ofArt,
});
