import { contracts, type RouteGroup, type RouteKey } from './contracts';
import type { RouteAuth } from './contract/define';

/**
 * THE route table, derived from the contract (./contracts.ts): the CDK stack makes one Lambda
 * per `group` and one HTTP API route per entry (Cognito JWT authorizer unless `public`), and the
 * local gateway serves exactly these entries.
 */
export interface AppRoute {
  readonly routeKey: RouteKey;
  readonly group: RouteGroup;
  readonly auth: RouteAuth;
}

export type { RouteAuth, RouteGroup, RouteKey };
export type { RouteKeyOf } from './contracts';

export const routes: readonly AppRoute[] = (
  Object.entries(contracts) as unknown as [RouteGroup, Record<RouteKey, { auth: RouteAuth }>][]
).flatMap(([group, entries]) =>
  (Object.entries(entries) as [RouteKey, { auth: RouteAuth }][]).map(([routeKey, { auth }]) => ({
    routeKey,
    group,
    auth,
  })),
);

export const routeGroups: readonly RouteGroup[] = Object.keys(contracts) as RouteGroup[];

export function findRoute(routeKey: string): AppRoute | undefined {
  return routes.find((r) => r.routeKey === routeKey);
}

/** Splits 'GET /a/{id}' into its method and path template. */
export function splitRouteKey(routeKey: string): { method: string; path: string } {
  const space = routeKey.indexOf(' ');
  return { method: routeKey.slice(0, space), path: routeKey.slice(space + 1) };
}

/** The `{names}` of a route key's path, in order. */
export function pathVariables(routeKey: string): string[] {
  return [...splitRouteKey(routeKey).path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]!);
}
