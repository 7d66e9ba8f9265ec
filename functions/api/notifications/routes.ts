import { userIdParamsSchema } from '@shared/schemas/common';
import { counterNames, Counters } from '../../core/counters/counters';
import { assertSelfOrAdmin, signedInRoute, type GroupRoutes } from '../../lib/http';

export const notificationRoutes = {
  /** The navigation badge: the user's unread notifications, from its counter. */
  'GET /notifications/count/{userId}': signedInRoute({ params: userIdParamsSchema }, async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return { count: await Counters.get(counterNames.unreadNotifications(params.userId)) };
  }),
} satisfies GroupRoutes<'notifications'>;
