import * as z from 'zod';
import { countSchema } from '../../schemas/badges';
import { userIdParamsSchema } from '../../schemas/common';
import {
  createNotificationBodySchema,
  notificationPageSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '../../schemas/notifications';
import {
  notificationPreferencesSchema,
  pushSubscriptionBodySchema,
  unsubscribeLinkSchema,
  unsubscribeQuerySchema,
  pushSubscriptionParamsSchema,
} from '../../schemas/push';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/** A path variable that is a user id on GET and a notification id on DELETE (API Gateway wants one name per position). */
const idParams = z.object({ id: z.string().min(1).max(200) });

/** Notifications and the unread badge: only their owner (or an admin) reads or changes them. */
export const notificationsContract = defineRoutes({
  'GET /notifications/count/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    response: countSchema,
    errors: [],
  },
  /** A user's notifications (`id` is the user id), newest first, 10 a page. */
  'GET /notifications/{id}': {
    auth: 'user',
    owner: { self: 'params.id', admin: true },
    params: idParams,
    query: notificationsQuerySchema,
    response: notificationPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'POST /notifications': {
    auth: 'user',
    owner: { self: 'body.user_id', admin: true },
    body: createNotificationBodySchema,
    response: notificationSchema,
    status: 201,
    errors: [],
  },
  'PUT /notifications/{id}/mark-all-as-read': {
    auth: 'user',
    owner: { self: 'params.id' },
    params: idParams,
    response: z.object({ updated: z.number().int() }),
    errors: [ErrorCodes.notificationNotFound],
  },
  /** One notification read (`id` is the notification's id). */
  'PUT /notifications/{id}/read': {
    auth: 'user',
    owner: {
      thing: 'notification',
      id: 'params.id',
      admin: true,
      message: 'You can only change your own notifications.',
    },
    params: idParams,
    response: notificationSchema,
    errors: [ErrorCodes.notificationNotFound],
  },
  /** One notification gone (`id` is the notification's id). */
  'DELETE /notifications/{id}': {
    auth: 'user',
    owner: {
      thing: 'notification',
      id: 'params.id',
      admin: true,
      message: 'You can only change your own notifications.',
    },
    params: idParams,
    response: z.object({ deleted: z.number().int() }),
    errors: [ErrorCodes.notificationNotFound, ErrorCodes.notificationChanged],
  },
  /** All of a user's notifications gone (`id` is the user id). */
  'DELETE /notifications/{id}/all': {
    auth: 'user',
    owner: { self: 'params.id' },
    params: idParams,
    response: z.object({ deleted: z.number().int() }),
    errors: [ErrorCodes.notificationChanged, ErrorCodes.notificationNotFound],
  },
  /**
   * This device takes Web Push (issue 50 §2): the browser's subscription (`PushSubscription.toJSON()`),
   * kept under the caller; the answer's id turns it off again.
   */
  'POST /push-subscriptions': {
    auth: 'user',
    owner: 'caller',
    body: pushSubscriptionBodySchema,
    response: z.object({ id: z.string() }),
    status: 201,
    errors: [ErrorCodes.pushEndpointNotAllowed],
  },
  /** This device stops taking Web Push (`id` from the POST); only the caller's own. */
  'DELETE /push-subscriptions/{id}': {
    auth: 'user',
    owner: 'caller',
    params: pushSubscriptionParamsSchema,
    response: z.object({ deleted: z.number().int() }),
    errors: [ErrorCodes.pushSubscriptionNotFound],
  },
  /** A push to every device of the caller now, whatever they chose: settings' test button. How many took it. */
  'POST /push-subscriptions/test': {
    auth: 'user',
    owner: 'caller',
    response: z.object({ sent: z.number().int() }),
    errors: [],
  },
  /** The caller's notification choices (issue 50 §3): push per kind, quiet hours (Asia/Manila). */
  'GET /notification-preferences': {
    auth: 'user',
    owner: 'caller',
    response: notificationPreferencesSchema,
    errors: [],
  },
  'PUT /notification-preferences': {
    auth: 'user',
    owner: 'caller',
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
    errors: [],
  },
  /**
   * What an e-mail's unsubscribe link turns off (issue 50 §4), for its page: no sign-in, the
   * link's signed token is the caller's proof.
   */
  'GET /email-unsubscribe': {
    auth: 'public',
    owner: 'none',
    query: unsubscribeQuerySchema,
    response: unsubscribeLinkSchema,
    errors: [ErrorCodes.unsubscribeInvalid],
  },
  /**
   * Turns off the e-mail the link is about, once (RFC 8058: a mail client's one-click POST of
   * `List-Unsubscribe=One-Click` as a form, or the page's button).
   */
  'POST /email-unsubscribe': {
    auth: 'public',
    owner: 'none',
    oneClick: true,
    query: unsubscribeQuerySchema,
    response: unsubscribeLinkSchema,
    errors: [ErrorCodes.unsubscribeInvalid, ErrorCodes.unsubscribeUsed],
  },
});
