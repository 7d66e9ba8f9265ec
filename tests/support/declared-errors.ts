import { COMMON_ERROR_CODES, declaresError, type RouteContract } from '@shared/api/contract/define';
import { contracts, type RouteKey } from '@shared/api/contracts';
import { isErrorBody } from '@shared/api/errors';
import { routes, splitRouteKey } from '@shared/api/routes';

/**
 * Holds the contract's `errors` lists to what the routes really answer: every refusal a test
 * meets through `apiCaller` (tests/support/api.ts) must carry a code its route declares, or one of
 * COMMON_ERROR_CODES. A route that starts answering a new refusal fails the suite until its
 * contract entry lists it.
 */

interface Matcher {
  routeKey: RouteKey;
  method: string;
  regex: RegExp;
  entry: RouteContract;
}

/** The route table as the gateway matches it: the most specific first (fewer variables, then the longer path). */
const matchers: Matcher[] = routes
  .map((route) => {
    const { method, path } = splitRouteKey(route.routeKey);
    const variables = (path.match(/\{\w+\+?\}/g) ?? []).length;
    const pattern = path
      .split('/')
      .map((segment) =>
        /^\{\w+\+\}$/.test(segment)
          ? '.+'
          : /^\{\w+\}$/.test(segment)
            ? '[^/]+'
            : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const entry = (contracts[route.group] as Record<string, RouteContract>)[route.routeKey]!;
    return {
      matcher: { routeKey: route.routeKey, method, regex: new RegExp(`^${pattern}/?$`), entry },
      specificity: -variables * 1000 + path.length,
    };
  })
  .sort((a, b) => b.specificity - a.specificity)
  .map(({ matcher }) => matcher);

/** The contract entry a request reaches, by its method and path (a query string is ignored). */
export function routeOf(method: string, path: string): { routeKey: RouteKey; entry: RouteContract } | undefined {
  const pathname = path.split('?')[0]!.split('#')[0]!;
  const found = matchers.find((m) => m.method === method.toUpperCase() && m.regex.test(pathname));
  return found ? { routeKey: found.routeKey, entry: found.entry } : undefined;
}

/**
 * Why an answer breaks its route's declaration, or null when it keeps it: a success, an answer
 * that is not an error body, a path no route serves (the gateway's own refusals), and a code the
 * route or COMMON_ERROR_CODES declares all keep it.
 */
export function undeclaredRefusal(
  method: string,
  path: string,
  answer: { status: number; body: unknown },
): string | null {
  if (answer.status < 400 || !isErrorBody(answer.body)) return null;
  const route = routeOf(method, path);
  if (!route || declaresError(route.entry, answer.body.error)) return null;
  return (
    `${route.routeKey} answered ${answer.status} "${answer.body.error}" (${answer.body.message}), which its contract entry does not declare: ` +
    `add it to its errors: [${route.entry.errors.join(', ')}] (or to COMMON_ERROR_CODES: ${COMMON_ERROR_CODES.join(', ')})`
  );
}

/** Throws when an answer carries a code its route does not declare. */
export function assertDeclaredRefusal(method: string, path: string, answer: { status: number; body: unknown }): void {
  const problem = undeclaredRefusal(method, path, answer);
  if (problem) throw new Error(problem);
}
