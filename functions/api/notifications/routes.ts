import type { notificationsContract } from '@shared/api/contract/notifications';
import * as Counters from '../../core/counters/counters';
import { assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

export const notificationRoutes: GroupRoutes<typeof notificationsContract> = {
  /** The navigation badge: the user's unread notifications, from its counter. */
  'GET /notifications/count/{userId}': async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return { count: await Counters.get(Counters.names.unreadNotifications(params.userId)) };
  },
};
