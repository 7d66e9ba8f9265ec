import type { notificationsContract } from '@shared/api/contract/notifications';
import * as Counters from '../../core/counters/counters';
import * as Notifications from '../../core/notifications/notifications';
import * as Preferences from '../../core/push/preferences';
import * as Push from '../../core/push/send';
import * as Devices from '../../core/push/subscriptions';
import * as Unsubscribe from '../../core/push/unsubscribe';
import { ErrorCodes } from '@shared/api/errors';
import { UNSUBSCRIBE_MESSAGES } from '@shared/schemas/push';
import { AppError } from '../../core/errors';
import { verifyUnsubscribe } from '../../core/mail/links';
import type { GroupRoutes } from '../../lib/http';

/** The claim of an unsubscribe link's token, or the refusal every bad one gets (no hint which part failed). */
function claimOf(token: string) {
  const claim = verifyUnsubscribe(token);
  if (!claim) throw new AppError(ErrorCodes.unsubscribeInvalid, UNSUBSCRIBE_MESSAGES.invalid);
  return claim;
}

export const notificationRoutes: GroupRoutes<typeof notificationsContract> = {
  /** The navigation badge: the user's unread notifications, from its counter. */
  'GET /notifications/count/{userId}': async ({ params }) => ({
    count: await Counters.get(Counters.names.unreadNotifications(params.userId)),
  }),
  'GET /notifications/{id}': async ({ params, query }) => Notifications.page(params.id, query.cursor),
  /** People cannot notify each other directly: only themselves, or anyone by an admin (DESIGN §8). */
  'POST /notifications': async ({ body }) =>
    Notifications.create(body.user_id, { type: body.type, message: body.message, link: body.link }),
  'PUT /notifications/{id}/mark-all-as-read': async ({ params }) => ({
    updated: await Notifications.markAllRead(params.id),
  }),
  'PUT /notifications/{id}/read': async ({ params, actor }) => Notifications.markRead(actor, params.id),
  'DELETE /notifications/{id}': async ({ params, actor }) => ({
    deleted: await Notifications.remove(actor, params.id),
  }),
  'DELETE /notifications/{id}/all': async ({ params }) => ({ deleted: await Notifications.removeAll(params.id) }),
  'POST /push-subscriptions': async ({ body, actor }) => Devices.subscribe(actor, body),
  'DELETE /push-subscriptions/{id}': async ({ params, actor }) => Devices.unsubscribe(actor, params.id),
  'POST /push-subscriptions/test': async ({ actor }) => ({ sent: await Push.sendTest(actor.userId) }),
  'GET /notification-preferences': async ({ actor }) => Preferences.preferencesOf(actor.userId),
  'PUT /notification-preferences': async ({ actor, body }) => Preferences.choose(actor, body),
  'GET /email-unsubscribe': async ({ query }) => {
    const claim = claimOf(query.token);
    return { kinds: claim.kinds, used: await Unsubscribe.linkUsed(claim.nonce) };
  },
  'POST /email-unsubscribe': async ({ query }) => {
    const claim = claimOf(query.token);
    if (!(await Unsubscribe.unsubscribe(claim))) {
      throw new AppError(ErrorCodes.unsubscribeUsed, UNSUBSCRIBE_MESSAGES.used);
    }
    return { kinds: claim.kinds, used: true };
  },
};
