/**
 * Compile-time checks (run by `npm run typecheck`): a group's routes must implement every route
 * of its contract, answer what the contract promises, and cannot assume a caller on a public route.
 */
import type { profilesContract } from '@shared/api/contract/profiles';
import type { tagsContract } from '@shared/api/contract/tags';
import * as z from 'zod';
import { defineRoutes } from '@shared/api/contract/define';
import { httpHandler, type GroupRoutes } from './http';

type Tags = GroupRoutes<typeof tagsContract>;

const list: Tags['GET /tags'] = async () => [];
const create: Tags['POST /tags'] = async ({ body }) => ({ id: 't1', name: body.name });
const rename: Tags['PUT /tags/{id}'] = async ({ params, body }) => ({ id: params.id, name: body.name });
const remove: Tags['DELETE /tags/{id}'] = async () => ({ message: 'Deleted! The tag has been deleted.' });

// @ts-expect-error 'DELETE /tags/{id}' is missing
export const missingRoute: Tags = {
  'GET /tags': list,
  'GET /api/tags': list,
  'POST /tags': create,
  'PUT /tags/{id}': rename,
};

export const wrongAnswer: Tags = {
  'GET /tags': list,
  'GET /api/tags': list,
  // @ts-expect-error POST /tags answers the tag, not a number
  'POST /tags': async () => 42,
  'PUT /tags/{id}': rename,
  'DELETE /tags/{id}': remove,
};

export const publicCaller: Tags = {
  // @ts-expect-error a public route's caller may be nobody
  'GET /tags': async ({ actor }) => [{ id: actor.userId, name: 'mine' }],
  'GET /api/tags': list,
  'POST /tags': create,
  'PUT /tags/{id}': rename,
  'DELETE /tags/{id}': remove,
};

/** An artist-only route sees an artist: its caller's role is narrowed. */
export const artistCaller: GroupRoutes<typeof profilesContract>['PUT /artist-profile'] = async ({ actor }) => {
  const role: 'Artist' = actor.role;
  void role;
  throw new Error('not run');
};

export const complete: Tags = {
  'GET /tags': list,
  'GET /api/tags': list,
  'POST /tags': create,
  'PUT /tags/{id}': rename,
  'DELETE /tags/{id}': remove,
};

/** Every route declares whose thing it touches: an entry without `owner` does not compile. */
export const noOwner = defineRoutes({
  // @ts-expect-error 'owner' is missing
  'GET /x': { auth: 'user', response: z.object({}), errors: [] },
});

/** A group whose contract names a thing must pass its owner loader to httpHandler. */
const withThing = defineRoutes({
  'PUT /x/{id}': {
    auth: 'user',
    owner: { thing: 'x', id: 'params.id' },
    params: z.object({ id: z.string() }),
    response: z.object({}),
    errors: [],
  },
});
const xRoutes: GroupRoutes<typeof withThing> = { 'PUT /x/{id}': async () => ({}) };
// @ts-expect-error the loader of 'x' is missing
export const missingLoader = httpHandler(withThing, xRoutes);
// @ts-expect-error a loader for a thing the contract does not name
export const wrongLoader = httpHandler(withThing, xRoutes, { y: async () => null });
export const withLoader = httpHandler(withThing, xRoutes, { x: async () => ['u1'] });
