import { profilesContract } from '@shared/api/contract/profiles';
import { httpHandler } from '../../lib/http';
import { profileRoutes } from './routes';

export const handler = httpHandler(profilesContract, profileRoutes);
