import type { FieldPath, OwnerRule, RouteAuth, RouteContract } from '@shared/api/contract/define';
import type { TestUser } from '../../support/users';
import type { Request, Role } from './fixtures';

/**
 * What a cell of the matrix must answer, derived from the route's declarations alone: `auth`
 * (who may call it at all), `owner` (whose thing it touches) and `adminRefused`.
 */

export type Caller = 'signed-out' | 'forged' | Role;
export const CALLERS: Caller[] = ['signed-out', 'forged', 'Artist', 'Client', 'Admin'];
export type Want = '2xx' | '401' | '403';

/** Who may call a route of each auth level. */
export const MAY: Record<RouteAuth, Caller[]> = {
  public: CALLERS,
  user: ['Artist', 'Client', 'Admin'],
  artist: ['Artist'],
  client: ['Client'],
  admin: ['Admin'],
};

type Entry = Pick<RouteContract, 'auth' | 'owner' | 'adminRefused'>;

/**
 * A cell: `who` sends a request made for `me` (`sender` is who's person). A self rule's path names
 * `named` (me, or another person in a naming cell); a thing rule's request names the thing of
 * `request.owners` (by default `me`'s).
 */
export function want(
  entry: Entry,
  who: Caller,
  cell: { sender?: TestUser; me?: TestUser; named?: TestUser; request?: Request },
): Want {
  if (!MAY[entry.auth].includes(who)) return who === 'signed-out' || who === 'forged' ? '401' : '403';
  if (who === 'signed-out' || who === 'forged') return '2xx';
  const rule: OwnerRule = entry.owner;
  const asAdmin = typeof rule === 'object' && rule.admin === true && who === 'Admin';
  if (typeof rule === 'object' && 'self' in rule && cell.named !== cell.sender && !asAdmin) return '403';
  if (typeof rule === 'object' && 'thing' in rule && !asAdmin) {
    const owners = cell.request?.owners ?? (cell.me ? [cell.me] : []);
    if (!owners.includes(cell.sender!)) return '403';
  }
  if (entry.adminRefused !== undefined && who === 'Admin') return '403';
  return '2xx';
}

/** The request with `value` at a path of it (a naming cell puts another person's id there). */
export function withValueAt(request: Request, path: FieldPath, value: string): Request {
  const [part, ...keys] = path.split('.') as ['params' | 'query' | 'body', ...string[]];
  const root: Record<string, unknown> = structuredClone((request[part] as Record<string, unknown> | undefined) ?? {});
  let node = root;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return { ...request, [part]: root };
}
