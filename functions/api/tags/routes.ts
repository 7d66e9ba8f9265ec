import type { tagsContract } from '@shared/api/contract/tags';
import * as Tags from '../../core/tags/tags';
import type { GroupRoutes } from '../../lib/http';

const listTags = async () => Tags.list();

export const tagRoutes: GroupRoutes<typeof tagsContract> = {
  'GET /tags': listTags,
  'GET /api/tags': listTags,
  'POST /tags': async ({ body, caller }) => Tags.create(body.name, caller),
  'PUT /tags/{id}': async ({ params, body, caller }) => Tags.rename(params.id, body.name, caller),
  'DELETE /tags/{id}': async ({ params, caller }) => {
    await Tags.remove(params.id, caller);
    return { message: 'Deleted! The tag has been deleted.' };
  },
};
