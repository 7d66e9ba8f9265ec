import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { CHAT_MESSAGES, CONVERSATIONS_PER_HOUR } from '@shared/messages/chat';
import { PROJECT_MESSAGES, PROPOSALS_PER_HOUR_TO_ONE } from '@shared/messages/projects';
import { actorOf } from '@functions/core/actor';
import * as Conversations from '@functions/core/chat/conversations';
import * as Messages from '@functions/core/chat/messages';
import { AppError } from '@functions/core/errors';
import * as RateLimit from '@functions/core/rate-limit/rate-limit';
import { apiCaller } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

/** Issue 32 §5: sliding limits on DynamoDB, across a window's boundary, under races, and a proposal flood through the API. */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

const realNow = RateLimit.clock.now;
afterEach(() => {
  RateLimit.clock.now = realNow;
});
/** Moves the limits' clock (this process's core functions only; the API's Lambdas keep the real time). */
const at = (ms: number) => {
  RateLimit.clock.now = () => ms;
};

/** 10:42:59 and 10:43:00 of a day no other test uses. */
const MINUTE = Date.UTC(2031, 4, 7, 10, 43, 0);
const rule = (limit: number, windowSeconds = 60): RateLimit.RateLimitRule => ({
  name: `test-${randomUUID()}`,
  limit,
  windowSeconds,
});

/** The answer of one use: 'ok', or the refusal's retryAfter (seconds). */
async function use(r: RateLimit.RateLimitRule, key: string, nowMs: number): Promise<'ok' | number> {
  try {
    await RateLimit.enforceRateLimit(r, key, nowMs);
    return 'ok';
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return err.details?.retryAfter as number;
    throw err;
  }
}

describe('sliding rate limits', () => {
  it('`limit` uses at hh:mm:59 leave no room at hh:(m+1):00 (a fixed window let them through), and free up when they are a window old', async () => {
    const r = rule(5);
    const uses = await Promise.all(Array.from({ length: 5 }, (_, i) => use(r, 'k', MINUTE - 1000 + i * 100)));
    expect(uses).toEqual(Array(5).fill('ok'));
    expect(await use(r, 'k', MINUTE - 100)).toEqual(expect.any(Number));
    // The next minute: a new fixed window, but the last 60 s still hold 5.
    const refused = await Promise.all([use(r, 'k', MINUTE), use(r, 'k', MINUTE + 500), use(r, 'k', MINUTE + 30_000)]);
    // retryAfter: their slice (10:42:55–10:43:00) leaves the count when the 10:44:00 slice begins.
    expect(refused).toEqual([60, 60, 30]);
    expect(await use(r, 'k', MINUTE + 59_999)).toBe(1);
    // Refused uses were not counted: at 10:44:00 the five slots are back, no more.
    const later = [];
    for (let i = 0; i < 6; i++) later.push(await use(r, 'k', MINUTE + 60_000 + i));
    expect(later).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 65]); // their slice leaves at 10:45:05
  });

  it('frees slots one at a time as the window slides over uses spread across it', async () => {
    const r = rule(3);
    for (const s of [0, 20, 40]) expect(await use(r, 'k', MINUTE + s * 1000)).toBe('ok');
    expect(await use(r, 'k', MINUTE + 59_000)).toBe(6); // the 10:43:00 use leaves at 10:44:05
    expect(await use(r, 'k', MINUTE + 65_000)).toBe('ok');
    expect(await use(r, 'k', MINUTE + 66_000)).toBe(19); // the next, from 10:43:20, at 10:44:25
    expect(await use(r, 'k', MINUTE + 85_000)).toBe('ok');
    // Another key of the same rule is its own count.
    expect(await use(r, 'other', MINUTE + 66_000)).toBe('ok');
  });

  it('lets exactly `limit` of many racing uses through', async () => {
    const r = rule(7);
    await use(r, 'k', MINUTE - 30_000); // one slot taken half a window before
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => use(r, 'k', MINUTE + i)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(6);
  });

  it('a chat flood through the core: 30 sends at :59 leave none at :00; a later minute has room again', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'rl-chat-a' }),
      createPerson({ role: 'Artist', prefix: 'rl-chat-b' }),
    ]);
    const { id } = await Conversations.start(actorOf(a.userId), b.userId);
    const send = async (content: string) =>
      Messages.send(actorOf(a.userId), id, { content, client_id: randomUUID() }).then(
        () => 'sent',
        (err: unknown) => (err instanceof AppError && err.status === 429 ? err.message : Promise.reject(err)),
      );
    at(MINUTE - 900);
    for (let i = 0; i < Messages.SEND_RATE_LIMIT.limit; i++) expect(await send(`at :59, ${i}`)).toBe('sent');
    at(MINUTE + 100);
    expect(await send('at :00')).toBe(CHAT_MESSAGES.tooFast);
    at(MINUTE + 60_000);
    expect(await send('a minute on')).toBe('sent');
  }, 120_000);

  it('racing conversation starts at the limit: exactly the slots left are started, the rest refused', async () => {
    const [me, ...others] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'rl-starter' }),
      ...Array.from({ length: 5 }, (_, i) => createPerson({ role: 'Artist', prefix: `rl-start-${i}` })),
    ]);
    at(MINUTE);
    for (let i = 0; i < CONVERSATIONS_PER_HOUR - 2; i++)
      await RateLimit.enforceRateLimit(Conversations.START_RATE_LIMIT, me.userId);
    const answers = await Promise.all(
      others.map((o) =>
        Conversations.start(actorOf(me.userId), o.userId).then(
          () => 'started',
          (err: unknown) => (err instanceof AppError && err.status === 429 ? err.message : Promise.reject(err)),
        ),
      ),
    );
    expect(answers.filter((x) => x === 'started')).toHaveLength(2);
    expect(answers.filter((x) => x === CHAT_MESSAGES.tooManyStarted)).toHaveLength(3);
    // An existing conversation still opens.
    const started = others[answers.indexOf('started')]!;
    expect((await Conversations.start(actorOf(me.userId), started.userId)).id).toBe(
      Conversations.conversationIdOf(me.userId, started.userId),
    );
  }, 120_000);
});

describe('proposal flood through the API', () => {
  let client: TestUser;
  let artist: TestUser;
  let otherArtist: TestUser;

  beforeAll(async () => {
    [client, artist, otherArtist] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'rl-flooder', firstname: 'Flora', lastname: 'Dagsa' }),
      createPerson({ role: 'Artist', prefix: 'rl-flooded' }),
      createPerson({ role: 'Artist', prefix: 'rl-spared' }),
    ]);
  });

  const propose = (to: TestUser, i: number) =>
    call('POST', '/send-proposal', {
      token: client.idToken,
      body: {
        sender_id: client.userId,
        recipient_id: to.userId,
        project_name: `Mural ${i}`,
        project_description: 'A wall of our shop.',
        budget: '5000',
        due_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      },
    });

  it(`refuses the proposals to one artist after ${PROPOSALS_PER_HOUR_TO_ONE} with 429; the artist was told of ${PROPOSALS_PER_HOUR_TO_ONE} only`, async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await propose(artist, i));
    expect(answers.map((a) => a.status)).toEqual([
      ...Array(PROPOSALS_PER_HOUR_TO_ONE).fill(201),
      ...Array(8 - PROPOSALS_PER_HOUR_TO_ONE).fill(429),
    ]);
    const refused = answers.at(-1)!;
    expect(refused.body).toMatchObject({ error: ErrorCodes.rateLimited, message: PROJECT_MESSAGES.tooManyToOne });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600 + 300);

    const notes = (await call('GET', `/notifications/${artist.userId}`, { token: artist.idToken })).body
      .notifications as { type: string }[];
    expect(notes.filter((n) => n.type === 'proposal')).toHaveLength(PROPOSALS_PER_HOUR_TO_ONE);
    const received = (await call('GET', `/api/proposals/${artist.userId}`, { token: artist.idToken }))
      .body as unknown[];
    expect(received).toHaveLength(PROPOSALS_PER_HOUR_TO_ONE);

    // The limit is per recipient: another artist still hears from this client.
    expect((await propose(otherArtist, 99)).status).toBe(201);
  }, 120_000);

  it('does not limit proposals between people who already share a project', async () => {
    const [first] = (await call('GET', `/api/proposals/${artist.userId}`, { token: artist.idToken })).body as {
      proposal_id: string;
    }[];
    const accepted = await call('POST', '/artist/proposals/accept', {
      token: artist.idToken,
      body: { proposal: { proposal_id: first!.proposal_id } },
    });
    expect(accepted.status).toBe(200);
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push((await propose(artist, 100 + i)).status);
    expect(answers).toEqual([201, 201]);
  }, 60_000);
});
