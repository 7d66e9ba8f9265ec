import type { blocksContract } from '@shared/api/contract/blocks';
import * as Blocks from '../../core/blocks/blocks';
import type { GroupRoutes } from '../../lib/http';

export const blockRoutes: GroupRoutes<typeof blocksContract> = {
  'GET /api/blocks': async ({ query, actor }) => Blocks.list(actor, query.cursor),
  'GET /api/blocks/{userId}': async ({ params, actor }) => ({
    user_id: params.userId,
    blocked: await Blocks.stateFor(actor.userId, params.userId),
  }),
  'PUT /api/blocks/{userId}': async ({ params, actor }) => Blocks.block(actor, params.userId),
  'DELETE /api/blocks/{userId}': async ({ params, actor }) => Blocks.unblock(actor, params.userId),
};
