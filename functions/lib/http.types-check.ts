/**
 * Compile-time checks (run by `npm run typecheck`): a group's routes must implement every
 * route key of its group, with the access level the route table demands.
 */
import { publicRoute, signedInRoute, type GroupRoutes } from './http';

const list = publicRoute({}, async () => []);

const admin = signedInRoute({}, async ({ caller }) => caller.userId);

// @ts-expect-error 'DELETE /tags/{id}' is missing
export const missingRoute: GroupRoutes<'tags'> = { 'GET /tags': list, 'GET /api/tags': list, 'POST /tags': admin, 'PUT /tags/{id}': admin };

export const wrongAccess: GroupRoutes<'tags'> = {
  'GET /tags': list,
  'GET /api/tags': list,
  // @ts-expect-error an admin route cannot be implemented as a public route
  'POST /tags': publicRoute({}, async () => null),
  'PUT /tags/{id}': admin,
  'DELETE /tags/{id}': admin,
};

export const complete: GroupRoutes<'tags'> = {
  'GET /tags': list,
  'GET /api/tags': list,
  'POST /tags': admin,
  'PUT /tags/{id}': admin,
  'DELETE /tags/{id}': admin,
};
