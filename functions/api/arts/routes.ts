import type { artsContract } from '@shared/api/contract/arts';
import { ErrorCodes } from '@shared/api/errors';
import { ART_MESSAGES } from '@shared/schemas/arts';
import * as Arts from '../../core/arts/arts';
import { refuse } from '../../core/errors';
import * as Profiles from '../../core/profiles/profiles';
import { publicUrl } from '../../core/uploads/urls';
import * as Wishlist from '../../core/wishlist/wishlist';
import type { GroupRoutes } from '../../lib/http';

type C = typeof artsContract;

const viewArt: GroupRoutes<C>['GET /api/art/{artId}'] = async ({ params, actor }) => Arts.view(actor, params.artId);
const browse: GroupRoutes<C>['GET /api/arts'] = async ({ query, actor }) => Arts.browse(actor, query);

export const artRoutes: GroupRoutes<C> = {
  'POST /api/upload-art': async ({ body, actor }) => Arts.create(actor, body),
  'GET /api/art/{artId}': viewArt,
  'GET /art/{artId}': viewArt,
  'PUT /api/arts/{id}': async ({ params, body, actor }) => Arts.update(actor, params.id, body),
  'DELETE /api/arts/{id}': async ({ params, actor }) => {
    await Arts.remove(actor, params.id);
    return { message: 'Art deleted.' };
  },
  'GET /api/arts': browse,
  'GET /arts': browse,
  'GET /api/arts/{id}': async ({ params, query, actor }) =>
    Arts.listByArtist(params.id, query.limit, query.cursor, actor),
  'GET /admin/arts': async ({ query }) => Arts.adminList(query),

  'GET /wishlist/{userId}': async ({ params }) => Wishlist.artIds(params.userId),
  'GET /wishlist/{userId}/arts': async ({ params, query }) => {
    const page = await Wishlist.page(params.userId, query.cursor);
    return { ...(await Arts.cards(page.artIds)), cursor: page.cursor, total: null };
  },
  'POST /wishlist': async ({ body, actor }) => {
    if (body.action === 'add') {
      if (!(await Arts.find(body.artId))) throw refuse(ErrorCodes.artNotFound, ART_MESSAGES.notFound);
      await Wishlist.add(actor, body.artId);
    } else {
      await Wishlist.remove(actor, body.artId);
    }
    return { wishlisted: body.action === 'add' };
  },
  'DELETE /wishlist/{userId}/all': async ({ params }) => {
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
