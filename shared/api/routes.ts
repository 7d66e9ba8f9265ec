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
