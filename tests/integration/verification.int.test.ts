import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Counters from '@functions/core/counters/counters';
import { db } from '@functions/core/db/service';
import { PDF, PNG, uploadAs } from '../support/uploads';
import { apiClient, expectOk, expectRefused } from '../support/api';
import { createUser, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);

async function artistWithProfile(prefix: string): Promise<TestUser> {
  const user = await createUser({ role: 'Artist', prefix });
  await db()
    .entities.profile.create({
      userId: user.userId,
      role: 'Artist',
      email: user.email,
      username: `${prefix}_${user.userId.slice(0, 6)}`,
      firstname: 'Lito',
      lastname: 'Cruz',
      accountStatus: 'active',
    })
    .go();
  return user;
}

async function documents(user: TestUser) {
  const doc = await uploadAs(endpoints.api, user, 'verification-document', 'application/pdf', PDF, 'portfolio.pdf');
  const id = await uploadAs(endpoints.api, user, 'verification-id', 'image/png', PNG, 'id.png');
  return { document: doc.key, valid_id: id.key };
}

describe('artist verification', () => {
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    [admin, client] = await Promise.all([
      createUser({ role: 'Admin', prefix: 'ver-admin' }),
      createUser({ role: 'Client', prefix: 'ver-client' }),
    ]);
  });

  it('files a pending request, refuses a second one while pending, and lets the admin approve it', async () => {
    const artist = await artistWithProfile('ver-a');
    const docs = await documents(artist);
    const filed = await callRoute('POST /api/artist-verification/{id}', {
      params: { id: artist.userId },
      token: artist.idToken,
      body: docs,
    });
    expectOk(filed);
    expect(filed).toMatchObject({
      status: 201,
      body: { success: true, message: 'Verification request submitted successfully.' },
    });
    expect(
      (await callRoute('GET /artist-profile/{userId}', { params: { userId: artist.userId }, token: artist.idToken }))
        .body,
    ).toMatchObject({ status: 'pending' });

    const again = await callRoute('POST /api/artist-verification/{id}', {
      params: { id: artist.userId },
      token: artist.idToken,
      body: await documents(artist),
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'You already have a verification request waiting for review.' },
    });

    const list = await callOk('GET /api/artist-verifications', { query: { search: 'pending' }, token: admin.idToken });
    const row = list.items.find((r) => r.verification_id === filed.body.verification_id);
    expect(row).toMatchObject({ status: 'pending', artist: { firstname: 'Lito', lastname: 'Cruz', role: 'Artist' } });
    expect(row).not.toHaveProperty('document_url');
    // The private documents are reachable only through the short-lived links, made when a request is opened.
    const detail = await callOk('GET /api/artist-verification/{id}', {
      params: { id: filed.body.verification_id },
      token: admin.idToken,
    });
    expect(detail).toMatchObject({ verification_id: filed.body.verification_id, status: 'pending' });
    const doc = await fetch(detail.document_url);
    expect(doc.status).toBe(200);
    expect(new Uint8Array(await doc.arrayBuffer()).slice(0, 5)).toEqual(PDF.slice(0, 5));

    const verifiedBefore = await Counters.get(Counters.names.verifiedArtists);
    const approved = await callRoute('POST /api/artist-verification/{id}/approved', {
      params: { id: filed.body.verification_id },
      token: admin.idToken,
    });
    expect(approved).toMatchObject({ status: 200, body: { message: 'The verification has been approved.' } });
    expect(
      (await callOk('GET /artist-profile/{userId}', { params: { userId: artist.userId }, token: artist.idToken }))
        .status,
    ).toBe('approved');
    expect(await Counters.get(Counters.names.verifiedArtists)).toBe(verifiedBefore + 1);
    // Approving twice counts once.
    await callRoute('POST /api/artist-verification/{id}/approved', {
      params: { id: filed.body.verification_id },
      token: admin.idToken,
    });
    expect(await Counters.get(Counters.names.verifiedArtists)).toBe(verifiedBefore + 1);

    const log = await callOk('GET /admin/audit-log', { query: { limit: 5 }, token: admin.idToken });
    expect(
      log.entries.some((e) => e.action === 'verification.approve' && e.targetId === filed.body.verification_id),
    ).toBe(true);
  });

  it('shows a rejection on the profile, and accepts a new request after it', async () => {
    const artist = await artistWithProfile('ver-b');
    const filed = await callOk('POST /api/artist-verification/{id}', {
      params: { id: artist.userId },
      token: artist.idToken,
      body: await documents(artist),
    });
    const rejected = await callRoute('POST /api/artist-verification/{id}/rejected', {
      params: { id: filed.verification_id },
      token: admin.idToken,
    });
    expect(rejected).toMatchObject({ status: 200, body: { message: 'The verification has been rejected.' } });
    expect(
      (await callOk('GET /artist-profile/{userId}', { params: { userId: artist.userId }, token: artist.idToken }))
        .status,
    ).toBe('rejected');
    const again = await callRoute('POST /api/artist-verification/{id}', {
      params: { id: artist.userId },
      token: artist.idToken,
      body: await documents(artist),
    });
    expectOk(again);
    expect(
      (await callOk('GET /artist-profile/{userId}', { params: { userId: artist.userId }, token: artist.idToken }))
        .status,
    ).toBe('pending');
  });

  it('refuses documents that are not the caller’s or not of the right purpose, and changes nothing', async () => {
    const artist = await artistWithProfile('ver-c');
    const other = await artistWithProfile('ver-d');
    const theirs = await documents(other);
    const res = await callRoute('POST /api/artist-verification/{id}', {
      params: { id: artist.userId },
      token: artist.idToken,
      body: theirs,
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'uploads.invalid' } });
    const swapped = await documents(artist);
    const wrongPurpose = await callRoute('POST /api/artist-verification/{id}', {
      params: { id: artist.userId },
      token: artist.idToken,
      body: { document: swapped.valid_id, valid_id: swapped.document },
    });
    expectRefused(wrongPurpose, 400);
    const missing = await call('POST', `/api/artist-verification/${artist.userId}`, {
      token: artist.idToken,
      body: { document: swapped.document },
    });
    expect(missing).toMatchObject({ status: 400, body: { field: 'valid_id' } });
    expect(
      (await callOk('GET /artist-profile/{userId}', { params: { userId: artist.userId }, token: artist.idToken }))
        .status,
    ).toBeNull();
  });

  it('keeps the routes to their callers: own id for requests, Admin for the rest', async () => {
    const artist = await artistWithProfile('ver-e');
    expect(
      (
        await callRoute('POST /api/artist-verification/{id}', {
          params: { id: artist.userId },
          token: client.idToken,
          body: { document: 'a', valid_id: 'b' },
        })
      ).status,
    ).toBe(403);
    for (const [method, path] of [
      ['GET', '/api/artist-verifications'],
      ['POST', '/api/artist-verification/some-id/approved'],
      ['POST', '/api/artist-verification/some-id/rejected'],
    ] as const) {
      expect((await call(method, path, { token: artist.idToken })).status, `${path} as artist`).toBe(403);
      expect((await call(method, path, { token: client.idToken })).status, `${path} as client`).toBe(403);
      expect((await call(method, path)).status, `${path} signed out`).toBe(401);
    }
  });

  it('keeps the verified-artists count exact under concurrent decisions', async () => {
    const artists = await Promise.all([1, 2, 3, 4].map((i) => artistWithProfile(`ver-k${i}`)));
    const ids = await Promise.all(
      artists.map(
        async (a) =>
          (
            await callOk('POST /api/artist-verification/{id}', {
              params: { id: a.userId },
              token: a.idToken,
              body: await documents(a),
            })
          ).verification_id as string,
      ),
    );
    const before = await Counters.get(Counters.names.verifiedArtists);
    // Each request approved twice at once: only one of each pair counts.
    await Promise.all(
      ids.flatMap((id) =>
        [1, 2].map(() =>
          callRoute('POST /api/artist-verification/{id}/approved', { params: { id }, token: admin.idToken }),
        ),
      ),
    );
    expect(await Counters.get(Counters.names.verifiedArtists)).toBe(before + 4);
  });
});
