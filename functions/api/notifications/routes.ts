import type { notificationsContract } from '@shared/api/contract/notifications';
import * as Counters from '../../core/counters/counters';
import * as Notifications from '../../core/notifications/notifications';
import { assertSelf, assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

export const notificationRoutes: GroupRoutes<typeof notificationsContract> = {
  /** The navigation badge: the user's unread notifications, from its counter. */
  'GET /notifications/count/{userId}': async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return { count: await Counters.get(Counters.names.unreadNotifications(params.userId)) };
  },
  'GET /notifications/{id}': async ({ params, query, caller }) => {
    assertSelfOrAdmin(caller, params.id);
    return Notifications.page(params.id, query.cursor);
  },
  /** People cannot notify each other directly: only themselves, or anyone by an admin (DESIGN §8). */
  'POST /notifications': async ({ body, caller }) => {
    assertSelfOrAdmin(caller, body.user_id);
    return Notifications.create(body.user_id, { type: body.type, message: body.message, link: body.link });
  },
  'PUT /notifications/{id}/mark-all-as-read': async ({ params, caller }) => {
    assertSelf(caller, params.id);
    return { updated: await Notifications.markAllRead(params.id) };
  },
  'PUT /notifications/{id}/read': async ({ params, caller }) => Notifications.markRead(params.id, caller),
  'DELETE /notifications/{id}': async ({ params, caller }) => ({ deleted: await Notifications.remove(params.id, caller) }),
  'DELETE /notifications/{id}/all': async ({ params, caller }) => {
    assertSelf(caller, params.id);
    return { deleted: await Notifications.removeAll(params.id) };
  },
};
