import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/schemas/notifications';
import { apiClient } from '../support/api';
import { newPost } from '../support/builders';
import { createPerson, type TestUser } from '../support/users';

/**
 * Issue 28: what the notification list and the bell answer after a change, read back; a full
 * last page offers no Next; like and comment notifications name the post.
 */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

const note = (who: TestUser, message: string) =>
  callRoute('POST /notifications', { token: who.idToken, body: { user_id: who.userId, message, type: 'system' } });
const pageOf = (who: TestUser, cursor?: string | null) =>
  callOk('GET /notifications/{id}', {
    params: { id: who.userId },
    query: cursor ? { cursor } : {},
    token: who.idToken,
  });
const unreadCount = async (who: TestUser) =>
  (await callOk('GET /notifications/count/{userId}', { params: { userId: who.userId }, token: who.idToken })).count;

describe('notifications', () => {
  let person: TestUser;
  let author: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    [person, author, fan] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'notes-person' }),
      createPerson({ role: 'Artist', prefix: 'notes-author', firstname: 'Amihan', lastname: 'Reyes' }),
      createPerson({ role: 'Client', prefix: 'notes-fan', firstname: 'Bayani', lastname: 'Cruz' }),
    ]);
  });

  it('a full last page has no next cursor (no Next onto an empty page)', async () => {
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE * 2; i++)
      expect((await note(person, `Note ${i + 1}`)).status).toBe(201);
    const first = await pageOf(person);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.cursor).toEqual(expect.any(String));
    const last = await pageOf(person, first.cursor);
    expect(last.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(last.notifications.at(-1)!.message).toBe('Note 1');
    expect(last.cursor).toBeNull();
  });

  it('after mark all as read, the unread count reads back 0 in the bell and in the list', async () => {
    expect(await unreadCount(person)).toBe(NOTIFICATIONS_PAGE_SIZE * 2);
    expect(
      (
        await callRoute('PUT /notifications/{id}/mark-all-as-read', {
          params: { id: person.userId },
          token: person.idToken,
        })
      ).status,
    ).toBe(200);
    expect(await unreadCount(person)).toBe(0);
    const first = await pageOf(person);
    expect(first.unread).toBe(0);
    expect(first.notifications.every((n) => n.is_read)).toBe(true);
    // A new one counts again from there.
    await note(person, 'After the sweep');
    expect(await unreadCount(person)).toBe(1);
  });

  it('like and comment notifications name the post by its first words', async () => {
    const postId = (
      await newPost(author, {
        content: 'Sunset over Taal Lake from the ridge at Tagaytay, oil on canvas',
        category: 'Art Tips',
      })
    ).id;
    expect(
      (await callRoute('POST /community-posts/like', { token: fan.idToken, body: { post_id: postId, liked: true } }))
        .status,
    ).toBe(200);
    expect(
      (
        await callRoute('POST /community-comments', {
          token: fan.idToken,
          body: { post_id: postId, content: 'Beautiful light!' },
        })
      ).status,
    ).toBe(201);
    const messages = (await pageOf(author)).notifications.map((n) => n.message);
    expect(messages).toContain('Bayani Cruz liked your post "Sunset over Taal Lake from the…".');
    expect(messages).toContain('Bayani Cruz commented on your post "Sunset over Taal Lake from the…".');
  });
});
