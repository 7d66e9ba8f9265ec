import type { tagsContract } from '@shared/api/contract/tags';
import * as Tags from '../../core/tags/tags';
import type { GroupRoutes } from '../../lib/http';

const listTags = async () => Tags.list();

export const tagRoutes: GroupRoutes<typeof tagsContract> = {
  'GET /tags': listTags,
  'GET /api/tags': listTags,
  'POST /tags': async ({ body, actor }) => Tags.create(body.name, actor),
  'PUT /tags/{id}': async ({ params, body, actor }) => Tags.rename(actor, params.id, body.name),
  'DELETE /tags/{id}': async ({ params, actor }) => {
    await Tags.remove(actor, params.id);
    return { message: 'Deleted! The tag has been deleted.' };
  },
};
