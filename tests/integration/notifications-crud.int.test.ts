import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

/** A person's notifications through their routes: listed, read, deleted, and only by their owner. */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

describe('notifications', () => {
  let me: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [me, other] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'notes-me' }),
      createPerson({ role: 'Artist', prefix: 'notes-other' }),
    ]);
  });

  it('lists, marks read, deletes one and all; nobody notifies or touches another person', async () => {
    for (const message of ['one', 'two', 'three'])
      expect(
        (
          await callRoute('POST /notifications', {
            token: me.idToken,
            body: { user_id: me.userId, message, type: 'system' },
          })
        ).status,
      ).toBe(201);
    expect(
      (
        await callRoute('POST /notifications', {
          token: other.idToken,
          body: { user_id: me.userId, message: 'Send me money', type: 'system' },
        })
      ).status,
    ).toBe(403);
    const list = await callOk('GET /notifications/{id}', { params: { id: me.userId }, token: me.idToken });
    expect(list).toMatchObject({ unread: 3 });
    expect(list.notifications.map((n) => n.message)).toEqual(['three', 'two', 'one']);
    const first = list.notifications[0]!;
    expect(
      (await callRoute('DELETE /notifications/{id}', { params: { id: first.id }, token: other.idToken })).status,
    ).toBe(403);
    expect(
      (await callRoute('PUT /notifications/{id}/read', { params: { id: first.id }, token: me.idToken })).body,
    ).toMatchObject({ is_read: true });
    expect(
      (await callRoute('GET /notifications/count/{userId}', { params: { userId: me.userId }, token: me.idToken })).body,
    ).toEqual({ count: 2 });
    expect(
      (await callRoute('PUT /notifications/{id}/mark-all-as-read', { params: { id: me.userId }, token: me.idToken }))
        .body,
    ).toEqual({ updated: 2 });
    expect(
      (await callRoute('DELETE /notifications/{id}', { params: { id: first.id }, token: me.idToken })).body,
    ).toEqual({ deleted: 1 });
    expect(
      (await callRoute('DELETE /notifications/{id}/all', { params: { id: me.userId }, token: me.idToken })).body,
    ).toEqual({ deleted: 2 });
    expect(
      (await callRoute('GET /notifications/{id}', { params: { id: me.userId }, token: me.idToken })).body,
    ).toMatchObject({ notifications: [], unread: 0 });
  });
});
