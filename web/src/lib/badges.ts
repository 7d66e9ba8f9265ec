import type { Badges } from '@shared/schemas/badges';
import { call } from './api-client';

/**
 * GET /badges/{userId}: the role and the bar's three counts in one answer. Every caller that asks
 * while a request is on its way (the role check, each badge) shares that request, so a signed-in
 * page's boot asks once; a caller after it has answered asks afresh (a write's refresh is never
 * served an older answer).
 */
let inFlight: { userId: string; answer: Promise<Badges> } | undefined;
let last: { userId: string; at: number; badges: Badges } | undefined;

export function fetchBadges(userId: string): Promise<Badges> {
  if (inFlight?.userId === userId) return inFlight.answer;
  const answer = call('GET /badges/{userId}', { params: { userId } });
  const current = { userId, answer };
  inFlight = current;
  const done = () => {
    if (inFlight === current) inFlight = undefined;
  };
  answer.then((badges) => {
    last = { userId, at: Date.now(), badges };
    done();
  }, done);
  return answer;
}

/**
 * The last answer, if it is this person's and at most `maxAgeMs` old: for what changes rarely (the
 * role, which the badges already read at boot may carry), never for the counts.
 */
export function recentBadges(userId: string, maxAgeMs: number): Badges | undefined {
  return last && last.userId === userId && Date.now() - last.at <= maxAgeMs ? last.badges : undefined;
}
