import { createTagBodySchema, tagIdParamsSchema, updateTagBodySchema } from '@shared/schemas/tags';
import { Tags } from '../../core/tags/tags';
import { publicRoute, Reply, signedInRoute, type GroupRoutes } from '../../lib/http';

const listTags = publicRoute({}, async () => Tags.list());

export const tagRoutes = {
  'GET /tags': listTags,
  'GET /api/tags': listTags,
  'POST /tags': signedInRoute({ body: createTagBodySchema }, async ({ body, caller }) => new Reply(201, await Tags.create(body.name, caller))),
  'PUT /tags/{id}': signedInRoute({ params: tagIdParamsSchema, body: updateTagBodySchema }, async ({ params, body, caller }) =>
    Tags.rename(params.id, body.name, caller),
  ),
  'DELETE /tags/{id}': signedInRoute({ params: tagIdParamsSchema }, async ({ params, caller }) => {
    await Tags.remove(params.id, caller);
    return { message: 'Deleted! The tag has been deleted.' };
  }),
} satisfies GroupRoutes<'tags'>;
