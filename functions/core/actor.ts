import type { Role } from '@shared/schemas/common';

/**
 * THE actor: the person a domain verb acts for. The request path derives it from the token
 * (functions/lib/caller.ts) and has already enforced the route's `auth` and `owner` declarations
 * (shared/api/contract/define.ts) before a verb sees it; a verb takes it first, `(actor, …)`.
 */
export interface Actor {
  userId: string;
  email: string | undefined;
  /** The Cognito groups the token carries. */
  groups: string[];
  /** The product role: Admin outranks Artist outranks Client; null when in no group. */
  role: Role | null;
  isAdmin: boolean;
}

/** An actor for a known person without a token (the demo seed, events, tests): in `role`'s group only. */
export function actorOf(userId: string, role: Role | null = null, email?: string): Actor {
  return { userId, email, groups: role ? [role] : [], role, isAdmin: role === 'Admin' };
}

/**
 * Who owns a thing found by id, for the request path's owner rules (shared/api/contract/define.ts):
 * its owners' user ids, or null when there is no such thing (the route then answers its own 404).
 * Each domain keeps the loaders of its things in its `owners.ts`.
 */
export type OwnersLoader = (id: string) => Promise<readonly string[] | null>;
