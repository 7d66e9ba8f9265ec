/**
 * Compile-time checks (run by `npm run typecheck`): a group's routes must implement every
 * route key of its group, with the access level the route table demands.
 */
import { publicRoute, signedInRoute, type GroupRoutes } from './http';

const list = publicRoute({}, async () => []);

// @ts-expect-error 'POST /tags' is missing
export const missingRoute: GroupRoutes<'tags'> = { 'GET /tags': list, 'GET /api/tags': list };

export const wrongAccess: GroupRoutes<'tags'> = {
  'GET /tags': list,
  'GET /api/tags': list,
  // @ts-expect-error an admin route cannot be implemented as a public route
  'POST /tags': publicRoute({}, async () => null),
};

export const complete: GroupRoutes<'tags'> = {
  'GET /tags': list,
  'GET /api/tags': list,
  'POST /tags': signedInRoute({}, async ({ caller }) => caller.userId),
};
