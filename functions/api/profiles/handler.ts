import { httpHandler } from '../../lib/http';
import { profileRoutesByKey } from './routes';

export const handler = httpHandler('profiles', profileRoutesByKey);
