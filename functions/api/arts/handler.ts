import { artsContract } from '@shared/api/contract/arts';
import * as ArtOwners from '../../core/arts/owners';
import { httpHandler } from '../../lib/http';
import { artRoutes } from './routes';

export const handler = httpHandler(artsContract, artRoutes, { art: ArtOwners.ofArt });
