import { createUploadBodySchema } from '@shared/schemas/uploads';
import { enforceRateLimit, type RateLimitRule } from '../../core/rate-limit/rate-limit';
import { Uploads } from '../../core/uploads/uploads';
import { Reply, signedInRoute, type GroupRoutes } from '../../lib/http';

/** Per signed-in user: generous for a post with four images and retries, tight enough to stop a script filling the table. */
const PRESIGN_LIMIT: RateLimitRule = { name: 'uploads', limit: 60, windowSeconds: 600 };

export const uploadRoutes = {
  'POST /uploads': signedInRoute({ body: createUploadBodySchema }, async ({ body, caller }) => {
    await enforceRateLimit(PRESIGN_LIMIT, caller.userId);
    return new Reply(201, await Uploads.presign(caller.userId, body));
  }),
} satisfies GroupRoutes<'uploads'>;
