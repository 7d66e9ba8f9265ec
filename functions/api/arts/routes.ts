import type { artsContract } from '@shared/api/contract/arts';
import { ErrorCodes } from '@shared/api/errors';
import { ART_MESSAGES } from '@shared/schemas/arts';
import * as Arts from '../../core/arts/arts';
import { notFound } from '../../core/errors';
import * as Profiles from '../../core/profiles/profiles';
import { publicUrl } from '../../core/uploads/urls';
import * as Wishlist from '../../core/wishlist/wishlist';
import { assertSelf, assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

type C = typeof artsContract;

const viewArt: GroupRoutes<C>['GET /api/art/{artId}'] = async ({ params, caller }) => Arts.view(params.artId, caller);
const browse: GroupRoutes<C>['GET /api/arts'] = async ({ query, caller }) => Arts.browse(query, caller.userId);

export const artRoutes: GroupRoutes<C> = {
  'POST /api/upload-art': async ({ body, caller }) => Arts.create(caller.userId, body),
  'GET /api/art/{artId}': viewArt,
  'GET /art/{artId}': viewArt,
  'PUT /api/arts/{id}': async ({ params, body, caller }) => Arts.update(params.id, caller.userId, body),
  'DELETE /api/arts/{id}': async ({ params, caller }) => {
    await Arts.remove(params.id, caller);
    return { message: 'Art deleted.' };
  },
  'GET /api/arts': browse,
  'GET /arts': browse,
  'GET /api/arts/{id}': async ({ params, query }) => Arts.listByArtist(params.id, query.limit, query.cursor),
  'GET /admin/arts': async ({ query }) => Arts.adminList(query),

  'GET /wishlist/{userId}': async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return Wishlist.artIds(params.userId);
  },
  'GET /wishlist/{userId}/arts': async ({ params, query, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    const page = await Wishlist.page(params.userId, query.cursor);
    return { items: await Arts.cards(page.artIds), cursor: page.cursor, total: null };
  },
  'POST /wishlist': async ({ body, caller }) => {
    assertSelf(caller, body.userId);
    if (body.action === 'add') {
      if (!(await Arts.find(body.artId))) throw notFound(ErrorCodes.artNotFound, ART_MESSAGES.notFound);
      await Wishlist.add(caller.userId, body.artId);
    } else {
      await Wishlist.remove(caller.userId, body.artId);
    }
    return { wishlisted: body.action === 'add' };
  },
  'DELETE /wishlist/{userId}/all': async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    await Wishlist.clear(params.userId);
    return { message: 'Deleted! Your wishlist has been cleared.' };
  },

  'GET /verified-artists': async ({ query }) =>
    (await Profiles.listVerified(query.limit)).map((a) => ({
      user_id: a.userId,
      firstname: a.firstname,
      lastname: a.lastname,
      profile_image: a.profileImageKey ? publicUrl(a.profileImageKey) : null,
    })),
};
