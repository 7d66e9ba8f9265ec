import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Tags from '@functions/core/tags/tags';
import { apiClient, expectOk, expectRefused } from '../support/api';
import { craftIdToken } from '../support/tokens';
import { createUser, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const api = endpoints.api;
const { callRoute, callOk, call } = apiClient(api);

describe('the local HTTP API', () => {
  let artist: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [artist, admin] = await Promise.all([
      createUser({ role: 'Artist', prefix: 'gw-artist' }),
      createUser({ role: 'Admin', prefix: 'gw-admin' }),
    ]);
  });

  describe('public routes', () => {
    it('serves GET /tags from the table, including the seeded tags', async () => {
      const res = await callRoute('GET /tags');
      expectOk(res);
      expect(res.body.map((t) => t.name)).toEqual(expect.arrayContaining(['Handmade', 'Pottery']));
      expect(res.body[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    });

    it('serves the same list at GET /api/tags, and shows a tag written through the data layer', async () => {
      const name = `Gateway ${randomUUID().slice(0, 6)}`;
      await Tags.create(name);
      const [a, b] = await Promise.all([callOk('GET /tags'), callOk('GET /api/tags')]);
      expect(b).toEqual(a);
      expect(a.map((t) => t.name)).toContain(name);
    });

    it('adds the security headers to every answer', async () => {
      const res = await callRoute('GET /tags');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('content-type')).toContain('application/json');
    });

    it('answers a CORS preflight from the web origin and not from others', async () => {
      const ok = await fetch(`${api}/tags`, {
        method: 'OPTIONS',
        headers: { origin: endpoints.web, 'access-control-request-method': 'POST' },
      });
      expect(ok.headers.get('access-control-allow-origin')).toBe(endpoints.web);
      const other = await fetch(`${api}/tags`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers 404 for a route that is not in the table', async () => {
      expect((await call('GET', '/no-such-route')).status).toBe(404);
    });
  });

  describe('the JWT authorizer on user routes', () => {
    it('lets a valid Cognito token through to the handler', async () => {
      const res = await callRoute('GET /user-role/{userId}', {
        params: { userId: artist.userId },
        token: artist.idToken,
      });
      expect(res).toMatchObject({ status: 200, body: { role: 'Artist' } });
    });

    it('answers 401 without a token', async () => {
      expect((await callRoute('GET /user-role/{userId}', { params: { userId: artist.userId } })).status).toBe(401);
    });

    it('answers 401 to a token signed with another key', async () => {
      const token = await craftIdToken({
        issuer: endpoints.issuer,
        audience: endpoints.userPoolClientId,
        sub: artist.userId,
        groups: ['Admin'],
        expiresInSeconds: 3600,
        key: 'forged',
      });
      expect((await callRoute('GET /user-role/{userId}', { params: { userId: artist.userId }, token })).status).toBe(
        401,
      );
    });

    it('answers 401 to an expired token, though a fresh one made the same way passes', async () => {
      const base = {
        issuer: endpoints.issuer,
        audience: endpoints.userPoolClientId,
        sub: artist.userId,
        groups: ['Artist'],
        key: 'real' as const,
      };
      const expired = await craftIdToken({ ...base, expiresInSeconds: -60 });
      const fresh = await craftIdToken({ ...base, expiresInSeconds: 3600 });
      expect(
        (await callRoute('GET /user-role/{userId}', { params: { userId: artist.userId }, token: expired })).status,
      ).toBe(401);
      expect(
        (await callRoute('GET /user-role/{userId}', { params: { userId: artist.userId }, token: fresh })).status,
      ).toBe(200);
    });

    it('answers 401 to a token for another app client or issuer', async () => {
      const base = { sub: artist.userId, expiresInSeconds: 3600, key: 'real' as const };
      const otherClient = await craftIdToken({ ...base, issuer: endpoints.issuer, audience: 'another-client' });
      const otherIssuer = await craftIdToken({
        ...base,
        issuer: 'http://127.0.0.1:1/other-pool',
        audience: endpoints.userPoolClientId,
      });
      expect(
        (await callRoute('GET /user-role/{userId}', { params: { userId: artist.userId }, token: otherClient })).status,
      ).toBe(401);
      expect(
        (await callRoute('GET /user-role/{userId}', { params: { userId: artist.userId }, token: otherIssuer })).status,
      ).toBe(401);
    });

    it("answers 403 when the path names another user's id", async () => {
      const res = await callRoute('GET /user-role/{userId}', {
        params: { userId: admin.userId },
        token: artist.idToken,
      });
      expect(res).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    });
  });

  describe('admin routes and bad input', () => {
    it('refuses a non-admin with 403 and changes nothing', async () => {
      const name = `Artist-made ${randomUUID().slice(0, 6)}`;
      const res = await callRoute('POST /tags', { token: artist.idToken, body: { name } });
      expect(res).toMatchObject({ status: 403, body: { error: 'forbidden', message: expect.any(String) } });
      expect((await Tags.list()).map((t) => t.name)).not.toContain(name);
    });

    it('answers 400 naming the field when the body fails the schema, and writes nothing', async () => {
      const before = await Tags.list();
      const res = await callRoute('POST /tags', { token: admin.idToken, body: { name: '   ' } });
      expectRefused(res, 400);
      expect(res.body).toMatchObject({
        error: 'validation_failed',
        field: 'name',
        message: 'name: Tag name cannot be empty',
      });
      const missing = await call('POST', '/tags', { token: admin.idToken, body: { title: 'x' } });
      expect(missing).toMatchObject({ status: 400, body: { field: 'name' } });
      expect(await Tags.list()).toEqual(before);
    });

    it('answers 400 to a malformed JSON body', async () => {
      const res = await call('POST', '/tags', { token: admin.idToken, rawBody: '{"name": ' });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'invalid_json', message: 'The request body is not valid JSON.' },
      });
    });

    it('creates a tag for an admin, and refuses the same name in another case with 409', async () => {
      const name = `Abaca Weaving ${randomUUID().slice(0, 6)}`;
      const created = await callRoute('POST /tags', { token: admin.idToken, body: { name: `  ${name} ` } });
      expect(created).toMatchObject({ status: 201, body: { id: expect.any(String), name } });
      const duplicate = await callRoute('POST /tags', { token: admin.idToken, body: { name: name.toUpperCase() } });
      expect(duplicate).toMatchObject({ status: 409, body: { error: 'tags.exists', message: 'Tag already exists' } });
      expect((await Tags.list()).filter((t) => t.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    });
  });
});
