/**
 * THE route table. Data only: the CDK stack makes one Lambda per `group` and one
 * HTTP API route per entry (Cognito JWT authorizer unless `public`), the local
 * gateway serves exactly these entries, and each group's `routes.ts` must
 * implement every key of its group (see `RouteKeyOf`).
 */
export type RouteAuth = 'public' | 'user' | 'admin';

export interface RouteDef {
  readonly routeKey: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
  readonly group: string;
  readonly auth: RouteAuth;
}

export const routes = [
  // accounts: sign-up, confirmation, password reset, role, sign-out
  { routeKey: 'GET /check-email', group: 'account', auth: 'public' },
  { routeKey: 'POST /register', group: 'account', auth: 'public' },
  { routeKey: 'POST /confirm-account', group: 'account', auth: 'public' },
  { routeKey: 'POST /resend-confirmation', group: 'account', auth: 'public' },
  { routeKey: 'POST /password-reset', group: 'account', auth: 'public' },
  { routeKey: 'POST /update-password', group: 'account', auth: 'public' },
  { routeKey: 'GET /user-role/{userId}', group: 'account', auth: 'user' },
  { routeKey: 'POST /logout', group: 'account', auth: 'user' },

  // uploads: presigned S3 POSTs for every file the product takes
  { routeKey: 'POST /uploads', group: 'uploads', auth: 'user' },

  // profiles and preferences (own profile; admins may read)
  { routeKey: 'GET /artist-profile/{userId}', group: 'profiles', auth: 'user' },
  { routeKey: 'GET /artist-preferences/{userId}', group: 'profiles', auth: 'user' },
  { routeKey: 'PUT /artist-profile', group: 'profiles', auth: 'user' },
  { routeKey: 'POST /upload-profile-image/{userId}', group: 'profiles', auth: 'user' },
  { routeKey: 'GET /client-profile/{userId}', group: 'profiles', auth: 'user' },
  { routeKey: 'GET /client-preferences/{userId}', group: 'profiles', auth: 'user' },
  { routeKey: 'PUT /client-profile', group: 'profiles', auth: 'user' },
  { routeKey: 'POST /upload-client-profile-image/{userId}', group: 'profiles', auth: 'user' },
  { routeKey: 'GET /admin-profile/{userId}', group: 'profiles', auth: 'admin' },
  { routeKey: 'PUT /admin-profile', group: 'profiles', auth: 'admin' },

  // artist verification. Both paths name their variable {id} (a user id in the first, a
  // request id in the others): API Gateway refuses sibling variables with different names.
  { routeKey: 'POST /api/artist-verification/{id}', group: 'verification', auth: 'user' },
  { routeKey: 'GET /api/artist-verifications', group: 'verification', auth: 'admin' },
  { routeKey: 'POST /api/artist-verification/{id}/approved', group: 'verification', auth: 'admin' },
  { routeKey: 'POST /api/artist-verification/{id}/rejected', group: 'verification', auth: 'admin' },

  // navigation badges
  { routeKey: 'GET /cart/count/{userId}', group: 'cart', auth: 'user' },
  { routeKey: 'GET /notifications/count/{userId}', group: 'notifications', auth: 'user' },

  // tags
  { routeKey: 'GET /tags', group: 'tags', auth: 'public' },
  { routeKey: 'GET /api/tags', group: 'tags', auth: 'public' },
  { routeKey: 'POST /tags', group: 'tags', auth: 'admin' },
  { routeKey: 'PUT /tags/{id}', group: 'tags', auth: 'admin' },
  { routeKey: 'DELETE /tags/{id}', group: 'tags', auth: 'admin' },

  // administration
  { routeKey: 'GET /admin/stats', group: 'admin', auth: 'admin' },
  { routeKey: 'GET /admin/audit-log', group: 'admin', auth: 'admin' },
  { routeKey: 'GET /admin/artists', group: 'admin', auth: 'admin' },
  { routeKey: 'GET /admin/clients', group: 'admin', auth: 'admin' },
] as const satisfies readonly RouteDef[];

export type AppRoute = (typeof routes)[number];
export type RouteGroup = AppRoute['group'];
export type RouteKey = AppRoute['routeKey'];
export type RouteKeyOf<G extends RouteGroup> = Extract<AppRoute, { group: G }>['routeKey'];

export const routeGroups: readonly RouteGroup[] = [...new Set(routes.map((r) => r.group))];

export function findRoute(routeKey: string): AppRoute | undefined {
  return routes.find((r) => r.routeKey === routeKey);
}

/** Splits 'GET /a/{id}' into its method and path template. */
export function splitRouteKey(routeKey: string): { method: string; path: string } {
  const space = routeKey.indexOf(' ');
  return { method: routeKey.slice(0, space), path: routeKey.slice(space + 1) };
}
