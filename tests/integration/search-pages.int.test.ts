import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { commit } from '@functions/core/db/transactions';
import { db } from '@functions/core/db/service';
import { backfillAdminSearch } from '@functions/core/profiles/admin-search-backfill';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Search from '@functions/core/search/search';
import { searchWords } from '@functions/core/search/words';
import * as Verifications from '@functions/core/verification/verification';
import { apiCaller } from '../support/api';
import { createPerson, createUser, type TestUser } from '../support/users';

/**
 * Name search walked to its end (issue 29): many people share a first name, and their e-mails
 * (`maria.santos@…`, `maria.s92@…`) and usernames (`maria_paints`) start with it too, so one search
 * matches several words of each. Every page but the last is full, none is empty, and each person
 * is shown once: in the admin users table, the artists directory (never the viewer) and the
 * verification requests.
 */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
/** A first name no other test's people have: "Zq" and six random letters. */
const NAME = `Zq${letters(6)}`;
const first = NAME.toLowerCase();
const LAST_NAMES = ['Santos', 'Reyes', 'Cruz', 'Sarmiento', 'Soriano', 'Salazar'];
const CRAFTS = ['paints', 'pottery', 'prints', 'weaves'];
const PEOPLE = 120;
const PAGE = 10;

interface Seeded {
  userId: string;
  role: 'Artist' | 'Client';
  lastname: string;
}

/** The i-th person: name, e-mail and username all starting with the shared first name, as people write them. */
function personAt(i: number): Profiles.NewProfile {
  const lastname = LAST_NAMES[i % LAST_NAMES.length]!;
  const last = lastname.toLowerCase();
  const email = [`${first}.${last}${i}@crafti.test`, `${first}.${last[0]}${i}@gmail.com`, `${first}${i}@yahoo.com`][
    i % 3
  ]!;
  const username = [
    `${first}_${CRAFTS[i % CRAFTS.length]}${i}`,
    `${first}${last}${i}`,
    `${first}.${last[0]}${i}`,
    `art_by_${first}${i}`,
  ][i % 4]!;
  return {
    userId: randomUUID(),
    role: i % 4 === 3 ? 'Client' : 'Artist',
    firstname: NAME,
    lastname,
    email,
    username,
    accountStatus: 'active',
  };
}

/** Every page of a list, following its cursor to its end. */
async function walk(path: string, token: string, idOf: (row: Record<string, unknown>) => string) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await call('GET', `${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    pages.push((page.body.items as Record<string, unknown>[]).map(idOf));
    cursor = page.body.cursor as string | null;
  } while (cursor && pages.length < 100);
  expect(cursor, 'walked to the end').toBeNull();
  return pages;
}

/** No page is empty, every page before the last is full, and each expected thing shows once. */
function expectWalk(pages: string[][], expected: readonly string[]) {
  expect(
    pages.map((p) => p.length).filter((n) => n === 0),
    'empty pages',
  ).toEqual([]);
  expect(
    pages.slice(0, -1).every((p) => p.length === PAGE),
    `pages ${pages.map((p) => p.length).join(',')}`,
  ).toBe(true);
  const shown = pages.flat();
  expect(shown.length - new Set(shown).size, 'shown twice').toBe(0);
  expect([...shown].sort()).toEqual([...expected].sort());
}

describe('a name search many people match by several words, walked to its end', () => {
  let admin: TestUser;
  let client: TestUser;
  let viewer: TestUser;
  const people: Seeded[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    [admin, client, viewer] = await Promise.all([
      createUser({ role: 'Admin', prefix: 'search-pages-admin' }),
      createPerson({ role: 'Client', prefix: 'search-pages-client' }),
      // An artist who has the name too: in the admin table, never in their own directory.
      createPerson({ role: 'Artist', prefix: `${first}_viewer`, firstname: NAME, lastname: 'Viewer' }),
    ]);
    const batch = Array.from({ length: PEOPLE }, (_, i) => personAt(i));
    for (let i = 0; i < batch.length; i += 8) {
      await Promise.all(batch.slice(i, i + 8).map((p) => commit((tx) => Profiles.create(tx, p))));
    }
    people.push(...batch.map((p) => ({ userId: p.userId, role: p.role as 'Artist' | 'Client', lastname: p.lastname })));
    // Verification requests from a third of the artists, a few of them decided (which rewrites their entries).
    const filers = people.filter((p, i) => p.role === 'Artist' && i % 3 === 0);
    for (const artist of filers) {
      const profile = (await Profiles.get(artist.userId))!;
      const item: Verifications.RequestItem = {
        verificationId: randomUUID(),
        userId: artist.userId,
        firstname: NAME,
        lastname: artist.lastname,
        status: 'pending',
        documentKey: `verification-documents/${artist.userId}/portfolio.pdf`,
        validIdKey: `verification-documents/${artist.userId}/valid-id.jpg`,
        createdAt: new Date().toISOString(),
      };
      await commit((tx) => Verifications.filingPieces(tx, profile, item));
      requests.push(item.verificationId);
    }
    for (const id of requests.slice(0, 5))
      await Verifications.decide({ userId: admin.userId, email: admin.email }, id, 'approved');
  }, 240_000);

  it('the admin users table shows everyone once on full pages, for the whole name, a shorter start and two words', async () => {
    const everyone = [...people.map((p) => p.userId), viewer.userId];
    const pages = await walk(`/admin/users?search=${first}`, admin.idToken, (r) => r.id as string);
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(everyone.length / PAGE));
    expectWalk(pages, everyone);
    expectWalk(await walk(`/admin/users?search=${first.slice(0, 6)}`, admin.idToken, (r) => r.id as string), everyone);
    // "<name> s": the full names <name> Santos, Sarmiento… (and their e-mails <name>.santos…, <name>.s92…, usernames <name>.s92…)
    const withS = await walk(
      `/admin/users?search=${encodeURIComponent(`${NAME} s`)}`,
      admin.idToken,
      (r) => r.id as string,
    );
    expectWalk(
      withS,
      people.filter((p) => p.lastname.startsWith('S')).map((p) => p.userId),
    );
  });

  it('the artists directory shows every other artist once on full pages, and never the viewer', async () => {
    const artists = people.filter((p) => p.role === 'Artist').map((p) => p.userId);
    expectWalk(
      await walk(`/artists?search=${first}&limit=${PAGE}`, viewer.idToken, (r) => r.user_id as string),
      artists,
    );
    expectWalk(await walk(`/artists?search=${first}&limit=${PAGE}`, client.idToken, (r) => r.user_id as string), [
      ...artists,
      viewer.userId,
    ]);
  });

  it('the verification requests show each request once on full pages, decided or not', async () => {
    expectWalk(
      await walk(`/api/artist-verifications?search=${first}`, admin.idToken, (r) => r.verification_id as string),
      requests,
    );
  });

  it('finds a person whose entries were written before depths once, and once after they change; the backfill puts them in the admin table', async () => {
    // Written as search entries were before depths (and before the admin table's own scopes): every word in its initial's partition.
    const p = personAt(PEOPLE);
    const person = { ...p, createdAt: new Date().toISOString() };
    const words = searchWords(
      [p.firstname, p.lastname, p.username, p.email],
      [`${p.firstname} ${p.lastname}`, p.email, p.username],
    );
    await commit((tx) => [
      tx.profile.create(person).commit(),
      ...[Profiles.PEOPLE_SCOPE, Profiles.roleScope(p.role as 'Artist' | 'Client')].flatMap((scope) =>
        Search.put(tx, scope, p.userId, words, Profiles.cardOf(person as Profiles.ProfileItem)),
      ),
    ]);
    const rows = async (path: string, token: string, idOf: (r: Record<string, unknown>) => string) => {
      const all = (await walk(path, token, (r) => `${idOf(r)} ${r.username as string}`)).flat();
      return all.filter((r) => r.startsWith(p.userId));
    };
    const inDirectory = () =>
      rows(`/artists?search=${first}&limit=${PAGE}`, client.idToken, (r) => r.user_id as string);
    const inAdminTable = () => rows(`/admin/users?search=${first}`, admin.idToken, (r) => r.id as string);
    const inOldScope = async (scope: string) => {
      const { data } = await db()
        .entities.searchEntry.query.byWord({ scope, bucket: first[0]! })
        .begins({ word: first })
        .go({ pages: 'all' });
      return data.filter((e) => e.refId === p.userId);
    };
    expect(await inDirectory()).toEqual([`${p.userId} ${p.username}`]);

    // The admin table reads its own scopes (issue 46 #16), which the backfill puts such a person in,
    // removing them from the scope it read before.
    expect(await inAdminTable()).toEqual([]);
    expect((await backfillAdminSearch({ pageSize: 100 })).filled).toBeGreaterThanOrEqual(1);
    expect(await inAdminTable()).toEqual([`${p.userId} ${p.username}`]);
    expect(await inOldScope(Profiles.PEOPLE_SCOPE)).toEqual([]);
    expect((await backfillAdminSearch({ pageSize: 100 })).filled, 'a second run has nothing to do').toBe(0);

    const current = (await Profiles.get(p.userId))!;
    await commit((tx) =>
      Profiles.update(tx, current, {
        username: `${first}_sculpts`,
        email: `${first}.${p.lastname.toLowerCase()}@outlook.ph`,
      }),
    );
    expect(await inDirectory()).toEqual([`${p.userId} ${first}_sculpts`]);
    expect(await inAdminTable()).toEqual([`${p.userId} ${first}_sculpts`]);
    // The old layout's entries are gone: only the depth layout's remain.
    expect(await inOldScope(Profiles.roleScope(p.role as 'Artist' | 'Client'))).toHaveLength(1);
  });
});
