import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Tags from '@functions/core/tags/tags';
import { apiClient, expectOk } from '../support/api';
import { createUser, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);

const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

describe('tag administration', () => {
  let admin: TestUser;
  let artist: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    [admin, artist, client] = await Promise.all([
      createUser({ role: 'Admin', prefix: 'tag-admin' }),
      createUser({ role: 'Artist', prefix: 'tag-artist' }),
      createUser({ role: 'Client', prefix: 'tag-client' }),
    ]);
  });

  it('renames a tag, freeing the old name and refusing a name another tag has', async () => {
    const a = await Tags.create(unique('Capiz'));
    const b = await Tags.create(unique('Banig'));
    const renamed = await callRoute('PUT /tags/{id}', {
      params: { id: a.id },
      token: admin.idToken,
      body: { name: `  ${a.name} Shell ` },
    });
    expect(renamed).toMatchObject({ status: 200, body: { id: a.id, name: `${a.name} Shell` } });

    // The old name is free again; another tag's name (any case) is not.
    const reuse = await callRoute('POST /tags', { token: admin.idToken, body: { name: a.name } });
    expectOk(reuse);
    const clash = await callRoute('PUT /tags/{id}', {
      params: { id: a.id },
      token: admin.idToken,
      body: { name: b.name.toUpperCase() },
    });
    expect(clash).toMatchObject({ status: 409, body: { error: 'tags.exists', message: 'Tag already exists' } });
    expect((await Tags.list()).find((t) => t.id === a.id)?.name).toBe(`${a.name} Shell`);

    // Changing only the case of its own name is allowed.
    const recased = await callRoute('PUT /tags/{id}', {
      params: { id: b.id },
      token: admin.idToken,
      body: { name: b.name.toLowerCase() },
    });
    expect(recased).toMatchObject({ status: 200, body: { name: b.name.toLowerCase() } });
  });

  it('deletes a tag and frees its name; a missing tag is 404', async () => {
    const tag = await Tags.create(unique('Inabel'));
    expect(await callRoute('DELETE /tags/{id}', { params: { id: tag.id }, token: admin.idToken })).toMatchObject({
      status: 200,
      body: { message: 'Deleted! The tag has been deleted.' },
    });
    expect((await Tags.list()).some((t) => t.id === tag.id)).toBe(false);
    expect((await callRoute('POST /tags', { token: admin.idToken, body: { name: tag.name } })).status).toBe(201);
    expect((await callRoute('DELETE /tags/{id}', { params: { id: tag.id }, token: admin.idToken })).status).toBe(404);
    expect(
      (await callRoute('PUT /tags/{id}', { params: { id: tag.id }, token: admin.idToken, body: { name: 'Whatever' } }))
        .status,
    ).toBe(404);
  });

  it('refuses an empty name with the spec message', async () => {
    const tag = await Tags.create(unique('Pina'));
    expect(
      await callRoute('PUT /tags/{id}', { params: { id: tag.id }, token: admin.idToken, body: { name: '  ' } }),
    ).toMatchObject({
      status: 400,
      body: { field: 'name', message: 'name: Tag name cannot be empty' },
    });
  });

  it('answers 403 to artists and clients and 401 to the signed-out on every tag and admin write', async () => {
    const tag = await Tags.create(unique('Kalinga'));
    const attempts: [string, string, unknown?][] = [
      ['POST', '/tags', { name: 'X' }],
      ['PUT', `/tags/${tag.id}`, { name: 'Y' }],
      ['DELETE', `/tags/${tag.id}`],
      ['GET', '/admin/stats'],
      ['GET', '/admin/audit-log'],
    ];
    for (const [method, path, body] of attempts) {
      expect(
        (await call(method, path, { token: artist.idToken, body: body })).status,
        `${method} ${path} as artist`,
      ).toBe(403);
      expect(
        (await call(method, path, { token: client.idToken, body: body })).status,
        `${method} ${path} as client`,
      ).toBe(403);
      expect((await call(method, path, { body: body })).status, `${method} ${path} signed out`).toBe(401);
    }
    expect((await Tags.list()).find((t) => t.id === tag.id)?.name).toBe(tag.name);
  });

  it('records every admin decision in the audit log, newest first, paged', async () => {
    const created = await callOk('POST /tags', { token: admin.idToken, body: { name: unique('Audit') } });
    await callOk('PUT /tags/{id}', {
      params: { id: created.id },
      token: admin.idToken,
      body: { name: unique('Audited') },
    });
    await callOk('DELETE /tags/{id}', { params: { id: created.id }, token: admin.idToken });

    const page = await callOk('GET /admin/audit-log', { query: { limit: 2 }, token: admin.idToken });
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      action: 'tag.delete',
      targetId: created.id,
      actorId: admin.userId,
      actorEmail: admin.email,
    });
    expect(page.entries[1]).toMatchObject({ action: 'tag.rename', targetId: created.id });
    expect(page.cursor).toEqual(expect.any(String));

    const next = await callOk('GET /admin/audit-log', {
      query: { limit: 1, cursor: page.cursor! },
      token: admin.idToken,
    });
    expect(next.entries[0]).toMatchObject({ action: 'tag.create', targetId: created.id });
  });
});
