import { countSchema } from '../../schemas/badges';
import { userIdParamsSchema } from '../../schemas/common';
import { defineRoutes } from './define';

/** The cart (the navigation badge so far). */
export const cartContract = defineRoutes({
  'GET /cart/count/{userId}': { auth: 'user', params: userIdParamsSchema, response: countSchema },
});
