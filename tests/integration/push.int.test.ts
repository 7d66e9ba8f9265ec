import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import type { PushPayload } from '@shared/schemas/push';
import * as DueWork from '../../functions/core/due-work/due-work';
import { devicesOf } from '../../functions/core/push/devices';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shared/schemas/push';
import { everyMinuteAt } from '../support/money';
import { apiClient, expectOk, expectRefused } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

/**
 * Web Push (issue 50 §2) through the local push service (infra/local/services/push-service.ts),
 * which checks each push's VAPID signature and decrypts it as a browser's push service would: a
 * device turned on gets every new notification, a message's without its text; a device its push
 * service says is gone is forgotten; only push services browsers use are taken.
 */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

/** A subscription as the browser's push service makes it (here: the local one). */
async function newDevice(): Promise<{ id: string; endpoint: string; keys: { p256dh: string; auth: string } }> {
  const response = await fetch(`${endpoints.push}/subscriptions`, { method: 'POST' });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
}

/** What the push service took for a device, decrypted. */
async function received(endpoint: string): Promise<PushPayload[]> {
  const response = await fetch(`${endpoints.push}/messages?endpoint=${encodeURIComponent(endpoint)}`);
  const messages = (await response.json()) as { payload: string | null }[];
  return messages.map((m) => JSON.parse(m.payload!) as PushPayload);
}

const CLIENT_NAME = 'Lorna Dimaculangan';

describe('Web Push', () => {
  let artist: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    [artist, client] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'push-artist' }),
      createPerson({ role: 'Client', prefix: 'push-client', firstname: 'Lorna', lastname: 'Dimaculangan' }),
    ]);
  });

  it("sends a device every new notification; a message's names who wrote and never what", async () => {
    const device = await newDevice();
    const made = await callRoute('POST /push-subscriptions', {
      token: artist.idToken,
      body: { endpoint: device.endpoint, keys: device.keys },
    });
    expectOk(made);

    const { id: conversationId } = await callOk('POST /conversations', {
      token: client.idToken,
      body: { user_id: artist.userId },
    });
    const secret = `Can you paint my lola's house? ${randomUUID()}`;
    await callOk('POST /conversations/{id}/messages', {
      token: client.idToken,
      params: { id: conversationId },
      body: { content: secret, client_id: randomUUID() },
    });
    // Sent before the send's answer (after its commit), as every notification's push is.
    const [pushed] = await received(device.endpoint);
    expect(pushed).toEqual({
      title: 'New message',
      body: `New message from ${CLIENT_NAME}`,
      url: `/messages?c=${encodeURIComponent(conversationId)}`,
      tag: `message:${conversationId}`,
    });
    expect(JSON.stringify(pushed)).not.toContain('lola');

    // Turned off: nothing more comes, and it cannot be turned off twice.
    await callOk('DELETE /push-subscriptions/{id}', { token: artist.idToken, params: { id: made.body.id } });
    await callOk('POST /notifications', {
      token: artist.idToken,
      body: { user_id: artist.userId, message: 'After turning off', type: 'system' },
    });
    const again = await callRoute('DELETE /push-subscriptions/{id}', {
      token: artist.idToken,
      params: { id: made.body.id },
    });
    expectRefused(again, 404);
    expect(again.body.error).toBe(ErrorCodes.pushSubscriptionNotFound);
    expect(await received(device.endpoint)).toHaveLength(1);
  });

  it('forgets a device its push service says is gone (410)', async () => {
    const device = await newDevice();
    const { id } = await callOk('POST /push-subscriptions', {
      token: client.idToken,
      body: { endpoint: device.endpoint, keys: device.keys },
    });
    // The person revoked the permission in the browser: the push service answers 410 from now on.
    expect((await fetch(`${endpoints.push}/subscriptions/${device.id}`, { method: 'DELETE' })).status).toBe(204);
    await callOk('POST /notifications', {
      token: client.idToken,
      body: { user_id: client.userId, message: 'Your order shipped', type: 'order_status' },
    });
    // The push ran before the notification's answer: the device is forgotten already.
    expect((await devicesOf(client.userId)).map((d) => d.subscriptionId)).not.toContain(id);
    const gone = await callRoute('DELETE /push-subscriptions/{id}', { token: client.idToken, params: { id } });
    expectRefused(gone, 404);
    expect(gone.body.error).toBe(ErrorCodes.pushSubscriptionNotFound);
  });

  it('takes only push services browsers use, and only the caller removes their device', async () => {
    const device = await newDevice();
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.test/send/x',
      'https://fcm.googleapis.com:8443/send/x',
      'https://user:pw@fcm.googleapis.com/send/x',
    ]) {
      const refused = await callRoute('POST /push-subscriptions', {
        token: client.idToken,
        body: { endpoint, keys: device.keys },
      });
      expectRefused(refused, 400);
      expect(refused.body.error, endpoint).toBe(ErrorCodes.pushEndpointNotAllowed);
    }
    const taken = await callRoute('POST /push-subscriptions', {
      token: client.idToken,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys: device.keys },
    });
    expectOk(taken);
    const byOther = await callRoute('DELETE /push-subscriptions/{id}', {
      token: artist.idToken,
      params: { id: taken.body.id },
    });
    expectRefused(byOther, 404);
    await callOk('DELETE /push-subscriptions/{id}', { token: client.idToken, params: { id: taken.body.id } });
  });

  it('keeps at most ten devices a person: an eleventh replaces the oldest', async () => {
    const person = await createPerson({ role: 'Client', prefix: 'push-many' });
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const device = await newDevice();
      ids.push(
        (
          await callOk('POST /push-subscriptions', {
            token: person.idToken,
            body: { endpoint: device.endpoint, keys: device.keys },
          })
        ).id,
      );
    }
    const oldest = await callRoute('DELETE /push-subscriptions/{id}', {
      token: person.idToken,
      params: { id: ids[0]! },
    });
    expect(oldest.status).toBe(404);
    for (const id of ids.slice(1))
      expect(
        (await callRoute('DELETE /push-subscriptions/{id}', { token: person.idToken, params: { id } })).status,
      ).toBe(200);
  });

  /** A person with one device turned on; what its push service took, as titles. */
  async function personWithDevice(prefix: string) {
    const person = await createPerson({ role: 'Client', prefix });
    const device = await newDevice();
    await callOk('POST /push-subscriptions', {
      token: person.idToken,
      body: { endpoint: device.endpoint, keys: device.keys },
    });
    return { person, titles: async () => (await received(device.endpoint)).map((p) => `${p.title}: ${p.body}`) };
  }
  const notify = (who: TestUser, type: 'system' | 'order_status', message: string) =>
    callOk('POST /notifications', { token: who.idToken, body: { user_id: who.userId, message, type } });
  const unread = async (who: TestUser) =>
    (await callOk('GET /notifications/count/{userId}', { token: who.idToken, params: { userId: who.userId } })).count;

  it("shows a message's words on the lock screen only for a person who allowed previews", async () => {
    const { person, titles } = await personWithDevice('push-previews');
    await callOk('PUT /notification-preferences', {
      token: person.idToken,
      body: { ...DEFAULT_NOTIFICATION_PREFERENCES, previews: true },
    });
    const { id } = await callOk('POST /conversations', { token: client.idToken, body: { user_id: person.userId } });
    const words = `Is the   mango tree\nstill for sale? ${'ok '.repeat(60)}`;
    await callOk('POST /conversations/{id}/messages', {
      token: client.idToken,
      params: { id },
      body: { content: words, client_id: randomUUID() },
    });
    const [shown] = await titles();
    expect(shown).toMatch(
      new RegExp(`^New message: New message from ${CLIENT_NAME}: Is the mango tree still for sale\\? ok`),
    );
    expect(shown!.endsWith('…')).toBe(true);
  });

  it('pushes no kind the person turned off, while the app still counts it', async () => {
    const { person, titles } = await personWithDevice('push-prefs');
    expect(await callOk('GET /notification-preferences', { token: person.idToken })).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    const chosen = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, orders: false },
    };
    await callOk('PUT /notification-preferences', { token: person.idToken, body: chosen });
    expect(await callOk('GET /notification-preferences', { token: person.idToken })).toEqual(chosen);

    await notify(person, 'order_status', 'Your order shipped');
    await notify(person, 'system', 'Your appeal was decided');
    expect(await titles()).toEqual(['Crafti: Your appeal was decided']);
    expect(await unread(person)).toBe(2);

    // The test button reaches the device whatever was chosen.
    expect(await callOk('POST /push-subscriptions/test', { token: person.idToken })).toEqual({ sent: 1 });
    expect((await titles()).at(-1)).toBe('Test notification: Notifications from Crafti reach this device.');
  });

  it('holds pushes during quiet hours (Manila time) and sends them as one when the hours end', async () => {
    const { person, titles } = await personWithDevice('push-quiet');
    // Quiet from an hour ago to an hour from now, in Manila.
    const manila = (offsetMin: number) =>
      new Date(Date.now() + (offsetMin + 8 * 60) * 60_000).toISOString().slice(11, 16);
    const quiet_hours = { from: manila(-60), to: manila(60) };
    await callOk('PUT /notification-preferences', {
      token: person.idToken,
      body: { ...DEFAULT_NOTIFICATION_PREFERENCES, quiet_hours },
    });
    await notify(person, 'system', 'First, at night');
    await notify(person, 'order_status', 'Second, at night');
    expect(await titles()).toEqual([]);
    expect(await unread(person)).toBe(2);

    const work = await DueWork.find('push_held', person.userId);
    expect(work).not.toBeNull();
    const end = new Date(work!.dueAt);
    expect(end.getTime() - Date.now()).toBeGreaterThan(58 * 60_000);
    expect(end.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    // Not before the hours end.
    await everyMinuteAt(new Date(end.getTime() - 60_000));
    expect(await titles()).toEqual([]);
    await everyMinuteAt(new Date(end.getTime() + 1_000));
    expect(await titles()).toEqual(['While your quiet hours were on: 2 new notifications on Crafti.']);
    // Once.
    await everyMinuteAt(new Date(end.getTime() + 61_000));
    expect(await titles()).toHaveLength(1);
    expect(await DueWork.find('push_held', person.userId)).toBeNull();
  });

  it('refuses quiet hours that are not times, or that start when they end, and keeps the choice as it was', async () => {
    for (const quiet_hours of [
      { from: '25:00', to: '07:00' },
      { from: '22:00', to: '22:00' },
    ]) {
      const refused = await callRoute('PUT /notification-preferences', {
        token: client.idToken,
        body: { ...DEFAULT_NOTIFICATION_PREFERENCES, quiet_hours },
      });
      expectRefused(refused, 400);
    }
    expect((await callOk('GET /notification-preferences', { token: client.idToken })).quiet_hours).toBeNull();
  });
});
