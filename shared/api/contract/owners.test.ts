import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contracts } from '../contracts';
import { defineRoutes, type GroupContract, type RouteContract } from './define';

/**
 * A route that touches someone's thing declares whose: every person id or thing id a route
 * takes (a key `id`, `…Id` or `…_id` in its params, query or body) is either the path its owner
 * rule names, or listed below with the reason nobody's ownership is in question there. Routes
 * with `auth: 'admin'` need no rule (the Admin group acts on anyone's), nor do public ones.
 */

const ID_KEY = /(^id$|Id$|_id$)/;

/** The id paths a schema takes, nested objects included (`body.proposal.proposal_id`). */
function idPaths(schema: unknown, prefix: string): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return [];
  return Object.entries(shape).flatMap(([key, value]) => {
    let inner: unknown = value;
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable)
      inner = (inner as { unwrap(): unknown }).unwrap();
    const path = `${prefix}.${key}`;
    return [...(ID_KEY.test(key) ? [path] : []), ...idPaths(inner, path)];
  });
}

const A_PUBLIC_PROFILE =
  'anyone signed in reads a profile or its preferences; private fields are shown by the verb to their owner and admins only';
const A_LISTED_ART = 'an art anyone may see, buy or keep: the caller acts on their own cart or wishlist with it';
const A_LISTED_JOB =
  "an Open job anyone of the role may apply to or report; the application is the caller's (owner rule on user_id)";
const A_POST = "a post anyone signed in reads, likes or comments on; the like or comment is the caller's";

/** Id paths that are nobody's to guard, with why. Keyed `<route key> <path>`. */
const NOT_OWNED: Record<string, string> = {
  'DELETE /push-subscriptions/{id} params.id':
    "a device of the caller's: looked up under the caller's own key, so another's id is not found (404)",
  'GET /artist-profile/{userId} params.userId': A_PUBLIC_PROFILE,
  'GET /artist-preferences/{userId} params.userId': A_PUBLIC_PROFILE,
  'GET /client-profile/{userId} params.userId': A_PUBLIC_PROFILE,
  'GET /client-preferences/{userId} params.userId': A_PUBLIC_PROFILE,
  'GET /view-artist-preferences/{userId} params.userId': A_PUBLIC_PROFILE,
  'GET /user/{userId} params.userId': A_PUBLIC_PROFILE,
  'GET /api/arts/{id} params.id': "an artist's public gallery (the id is the artist's)",
  'POST /log-profile-visit/{targetUserId} params.targetUserId':
    "the profile visited is anyone's; the visit is the caller's (owner rule on visitorId)",
  'POST /api/artist-verification/{id} body.valid_id': "an upload key of the caller's, checked as theirs by the verb",
  'PUT /api/arts/{id}/process body.project_id':
    "a commission of the caller as its artist, checked by the verb (403 for anyone else's)",
  'GET /api/art/{artId} params.artId': A_LISTED_ART,
  'POST /api/reports body.target_id':
    "anyone's content may be reported but the caller's own (refused by the verb); a private message only by its conversation's two people",
  'GET /art/{artId} params.artId': A_LISTED_ART,
  'POST /cart body.artId': A_LISTED_ART,
  'PATCH /cart/{userId}/{artId} params.artId': A_LISTED_ART,
  'DELETE /cart/{userId}/{artId} params.artId': A_LISTED_ART,
  'POST /wishlist body.artId': A_LISTED_ART,
  'POST /api/upload-art body.userId': "the spec's form sends it; the art is always the caller's (the verb ignores it)",
  'POST /conversations body.user_id': 'the person the caller starts talking to: anyone',
  'POST /conversations/{id}/messages body.client_id': "the sender's own idempotency key, not a thing's id",
  'POST /community-posts/like body.post_id': A_POST,
  'GET /community-posts/{id} params.id': A_POST,
  'GET /community-posts/{id}/comments params.id': A_POST,
  'POST /community-comments body.post_id': A_POST,
  'PATCH /api/job-applicants/status body.user_id': "the applicant the job's client decides on (owner rule on job_id)",
  'POST /api/apply-job body.job_id': A_LISTED_JOB,
  'DELETE /api/unapply-job body.job_id': A_LISTED_JOB,
  'DELETE /api/delete-application body.job_id': A_LISTED_JOB,
  'POST /api/jobs/{jobId}/report params.jobId': A_LISTED_JOB,
  'GET /api/blocks/{userId} params.userId': 'anyone the caller looks at: the answer is only the state between the two',
  'PUT /api/blocks/{userId} params.userId':
    'the person the caller blocks: anyone but themselves and admins (checked by the verb)',
  'DELETE /api/blocks/{userId} params.userId': "the person the caller unblocks: the block is the caller's own item",
  'POST /send-proposal body.recipient_id': 'the person the proposal goes to: anyone of the other role',
  'POST /create-checkout-session body.address_id':
    "an address of the caller's book: the checkout reads it only among the caller's own (400 checkout.address_missing otherwise)",
  'POST /api/reviews body.transaction_id':
    'an order or project of both people: the review domain refuses (403 reviews.not_earned) a caller who is not one of its two sides',
};

/** The id paths of each route its owner rule does not name and NOT_OWNED does not excuse. */
function unguardedIds(groups: Record<string, GroupContract>, notOwned: Record<string, string>): string[] {
  return Object.values(groups).flatMap((group) =>
    Object.entries(group as Record<string, RouteContract>).flatMap(([key, entry]) => {
      if (entry.auth === 'admin' || entry.auth === 'public') return [];
      const rule = entry.owner;
      const guarded = typeof rule === 'object' ? ('self' in rule ? rule.self : rule.id) : undefined;
      return [...idPaths(entry.params, 'params'), ...idPaths(entry.query, 'query'), ...idPaths(entry.body, 'body')]
        .filter((path) => path !== guarded && !Object.hasOwn(notOwned, `${key} ${path}`))
        .map((path) => `${key} ${path}`);
    }),
  );
}

/** Owner rules whose path is not a path the route's schemas take (a typo guards nothing). */
function danglingRules(groups: Record<string, GroupContract>): string[] {
  return Object.values(groups).flatMap((group) =>
    Object.entries(group as Record<string, RouteContract>).flatMap(([key, entry]) => {
      const rule = entry.owner;
      if (typeof rule !== 'object') return [];
      const path = 'self' in rule ? rule.self : rule.id;
      const taken = [
        ...idPaths(entry.params, 'params'),
        ...idPaths(entry.query, 'query'),
        ...idPaths(entry.body, 'body'),
      ];
      return taken.includes(path) ? [] : [`${key} ${path}`];
    }),
  );
}

describe('owner rules cover every id a route takes', () => {
  it('leaves no person or thing id of a signed-in route unguarded and unexplained', () => {
    expect(unguardedIds(contracts, NOT_OWNED)).toEqual([]);
  });

  it('names paths the routes take', () => {
    expect(danglingRules(contracts)).toEqual([]);
  });

  it('lists no excuse for a route or path that no longer exists, or that a rule guards', () => {
    const bare = Object.fromEntries(Object.keys(NOT_OWNED).map((k) => [k, '']));
    const all = unguardedIds(contracts, {});
    expect(Object.keys(bare).filter((k) => !all.includes(k))).toEqual([]);
  });

  it('fires for a route that takes a person id or a thing id without naming it', () => {
    const fixture = defineRoutes({
      'GET /fixture/{userId}': {
        auth: 'user',
        owner: 'none',
        params: z.object({ userId: z.string() }),
        response: z.object({}),
        errors: [],
      },
      'PUT /fixture-things/{id}': {
        auth: 'user',
        owner: 'caller',
        params: z.object({ id: z.string() }),
        body: z.object({ note: z.string() }),
        response: z.object({}),
        errors: [],
      },
      'POST /fixture-likes': {
        auth: 'user',
        owner: { self: 'body.user_id' },
        body: z.object({ user_id: z.string(), post_id: z.string() }),
        response: z.object({}),
        errors: [],
      },
      'GET /fixture-admin/{userId}': {
        auth: 'admin',
        owner: 'none',
        params: z.object({ userId: z.string() }),
        response: z.object({}),
        errors: [],
      },
      'PUT /fixture-typo/{id}': {
        auth: 'user',
        owner: { thing: 'x', id: 'params.ids' },
        params: z.object({ id: z.string() }),
        response: z.object({}),
        errors: [],
      },
    });
    expect(unguardedIds({ fixture }, {})).toEqual([
      'GET /fixture/{userId} params.userId',
      'PUT /fixture-things/{id} params.id',
      'POST /fixture-likes body.post_id',
      'PUT /fixture-typo/{id} params.id',
    ]);
    expect(unguardedIds({ fixture }, { 'POST /fixture-likes body.post_id': 'a post anyone may like' })).not.toContain(
      'POST /fixture-likes body.post_id',
    );
    expect(danglingRules({ fixture })).toEqual(['PUT /fixture-typo/{id} params.ids']);
  });
});
