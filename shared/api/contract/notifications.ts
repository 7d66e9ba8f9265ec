import { countSchema } from '../../schemas/badges';
import { userIdParamsSchema } from '../../schemas/common';
import { defineRoutes } from './define';

/** Notifications (the navigation badge so far). */
export const notificationsContract = defineRoutes({
  'GET /notifications/count/{userId}': { auth: 'user', params: userIdParamsSchema, response: countSchema },
});
