import { ErrorCodes } from '@shared/api/errors';
import { PUSH_MESSAGES, type PushSubscriptionBody } from '@shared/schemas/push';
import type { Actor } from '../actor';
import { commit } from '../db/transactions';
import { db } from '../db/service';
import { refuse } from '../errors';
import { devicesOf, endpointAllowed, MAX_DEVICES, subscriptionIdOf } from './devices';

/** The routes' side of a person's push devices (`POST` and `DELETE /push-subscriptions`); ./devices.ts says what a device is. */

/** Keeps the caller's device; the oldest goes when they already have MAX_DEVICES others. */
export async function subscribe(actor: Actor, body: PushSubscriptionBody): Promise<{ id: string }> {
  if (!endpointAllowed(body.endpoint))
    throw refuse(ErrorCodes.pushEndpointNotAllowed, PUSH_MESSAGES.endpointNotAllowed);
  const userId = actor.userId;
  const subscriptionId = subscriptionIdOf(body.endpoint);
  const others = (await devicesOf(userId)).filter((d) => d.subscriptionId !== subscriptionId);
  const retired = others.slice(MAX_DEVICES - 1);
  await commit((tx) => [
    tx.pushSubscription
      .put({
        userId,
        subscriptionId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        createdAt: new Date().toISOString(),
      })
      .commit(),
    ...retired.map((d) => tx.pushSubscription.delete({ userId, subscriptionId: d.subscriptionId }).commit()),
  ]);
  return { id: subscriptionId };
}

/** The caller turns push off on a device. */
export async function unsubscribe(actor: Actor, subscriptionId: string): Promise<{ deleted: number }> {
  const { data } = await db()
    .entities.pushSubscription.delete({ userId: actor.userId, subscriptionId })
    .go({ response: 'all_old' });
  if (!data) throw refuse(ErrorCodes.pushSubscriptionNotFound, PUSH_MESSAGES.notFound);
  return { deleted: 1 };
}
