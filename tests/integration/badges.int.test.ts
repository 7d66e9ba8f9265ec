import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCaller } from '../support/api';
import { addToCart, newArt } from '../support/shop';
import { createPerson, type TestUser } from '../support/users';

/**
 * GET /badges/{userId}: the role and the bar's three counts in one answer (issue 33: one request at
 * boot instead of four), the same numbers the three count routes and GET /user-role answer.
 */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

describe('badges', () => {
  let artist: TestUser;
  let client: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [artist, client, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'badges-artist' }),
      createPerson({ role: 'Client', prefix: 'badges-client' }),
      createPerson({ role: 'Admin', prefix: 'badges-admin' }),
    ]);
  });

  const badges = async (who: TestUser) => {
    const answer = await call('GET', `/badges/${who.userId}`, { token: who.idToken });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('answers the role and the cart, notification and message counts, as their own routes do', async () => {
    expect(await badges(client)).toEqual({ role: 'Client', cart: 0, notifications: 0, messages: 0 });

    const [first, second] = await Promise.all([newArt(artist), newArt(artist)]);
    expect((await addToCart(client, first.art_id)).status).toBe(201);
    expect((await addToCart(client, second.art_id)).status).toBe(201);
    const notified = await call('POST', '/notifications', {
      token: client.idToken,
      body: { user_id: client.userId, message: 'A note to self' },
    });
    expect(notified.status).toBe(201);
    const conversation = await call('POST', '/conversations', {
      token: artist.idToken,
      body: { user_id: client.userId },
    });
    for (const content of ['Hello!', 'Is the commission still open?']) {
      const sent = await call('POST', `/conversations/${conversation.body.conversation_id}/messages`, {
        token: artist.idToken,
        body: { content, client_id: randomUUID() },
      });
      expect(sent.status).toBe(201);
    }

    const all = await badges(client);
    expect(all).toMatchObject({ role: 'Client', cart: 2, messages: 2 });
    // The note, and whatever the messages notified (the notifications' own route says the same below).
    expect(all.notifications).toBeGreaterThanOrEqual(1);
    const one = async (path: string) => (await call('GET', path, { token: client.idToken })).body.count;
    expect(await one(`/cart/count/${client.userId}`)).toBe(all.cart);
    expect(await one(`/notifications/count/${client.userId}`)).toBe(all.notifications);
    expect(await one(`/messages/count/${client.userId}`)).toBe(all.messages);
    expect((await call('GET', `/user-role/${client.userId}`, { token: client.idToken })).body.role).toBe(all.role);
  });

  it("gives an admin their role and no cart, and nobody another person's badges", async () => {
    expect(await badges(admin)).toMatchObject({ role: 'Admin', cart: 0 });
    expect(await badges(artist)).toMatchObject({ role: 'Artist' });
    expect((await call('GET', `/badges/${client.userId}`, { token: artist.idToken })).status).toBe(403);
    expect((await call('GET', `/badges/${client.userId}`, { token: admin.idToken })).status).toBe(403);
    expect((await call('GET', `/badges/${client.userId}`)).status).toBe(401);
  });
});
