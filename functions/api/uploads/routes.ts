import type { uploadsContract } from '@shared/api/contract/uploads';
import { enforceRateLimit, type RateLimitRule } from '../../core/rate-limit/rate-limit';
import * as Uploads from '../../core/uploads/uploads';
import type { GroupRoutes } from '../../lib/http';

/** Per signed-in user: generous for a post with four images and retries, tight enough to stop a script filling the table. */
const PRESIGN_LIMIT: RateLimitRule = { name: 'uploads', limit: 60, windowSeconds: 600 };

export const uploadRoutes: GroupRoutes<typeof uploadsContract> = {
  'POST /uploads': async ({ body, actor }) => {
    await enforceRateLimit(PRESIGN_LIMIT, actor.userId);
    return Uploads.presign(actor, body);
  },
};
