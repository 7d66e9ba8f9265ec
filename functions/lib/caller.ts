import type { Role } from '@shared/schemas/common';
import type { Actor } from '../core/actor';

/** Who is calling, as the Cognito JWT authorizer saw them: the actor (functions/core/actor.ts). */
export type Caller = Actor;

/**
 * The HTTP API JWT authorizer passes array claims as a string like "[Admin Artist]";
 * a raw token carries a JSON array. Both are accepted.
 */
export function parseGroupsClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const trimmed = value.trim();
  if (trimmed.startsWith('[') && trimmed.endsWith(']')) {
    return trimmed
      .slice(1, -1)
      .split(/[\s,]+/)
      .filter(Boolean);
  }
  return trimmed.split(/[\s,]+/).filter(Boolean);
}

const roleRank: Role[] = ['Admin', 'Artist', 'Client'];

export function callerFromClaims(claims: Record<string, unknown> | undefined | null): Caller | null {
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') return null;
  const groups = parseGroupsClaim(claims['cognito:groups']);
  const role = roleRank.find((r) => groups.includes(r)) ?? null;
  return {
    userId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    groups,
    role,
    isAdmin: groups.includes('Admin'),
  };
}
