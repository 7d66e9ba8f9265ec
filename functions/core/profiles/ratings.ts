import type { TransactionEntities } from '../db/service';
import * as Preferences from './preferences';
import * as Profiles from './profiles';

/**
 * A person's review aggregate (issue 32): the sum and count of the stars of their published,
 * visible reviews, kept on their profile and on each of their match entries (so Find Match shows
 * it reading one item per candidate). The reviews domain changes it through these pieces.
 */

export interface RatingTarget {
  userId: string;
  role: 'Artist' | 'Client' | null;
  preferences: Awaited<ReturnType<typeof Preferences.get>>;
}

/** What a change of the person's aggregate writes to (read before the transaction). */
export async function targetOf(userId: string): Promise<RatingTarget> {
  const role = await Profiles.roleOf(userId);
  const listed = role === 'Artist' || role === 'Client' ? role : null;
  return { userId, role: listed, preferences: listed ? await Preferences.get(userId, listed) : null };
}

/** Adds `stars` and `count` (negative to take away) to the person's aggregate, in the caller's transaction. */
export function pieces(tx: TransactionEntities, target: RatingTarget, stars: number, count: number) {
  return [
    Profiles.ratingPiece(tx, target.userId, stars, count),
    ...(target.role ? Preferences.ratingPieces(tx, target.userId, target.role, target.preferences, stars, count) : []),
  ];
}
