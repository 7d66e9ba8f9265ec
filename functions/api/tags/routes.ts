import { createTagBodySchema } from '@shared/schemas/tags';
import { Tags } from '../../core/tags/tags';
import { Reply, publicRoute, signedInRoute, type GroupRoutes } from '../../lib/http';

const listTags = publicRoute({}, async () => Tags.list());

export const tagRoutes = {
  'GET /tags': listTags,
  'GET /api/tags': listTags,
  'POST /tags': signedInRoute({ body: createTagBodySchema }, async ({ body }) => new Reply(201, await Tags.create(body.name))),
} satisfies GroupRoutes<'tags'>;
