import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminUserRow } from '@shared/schemas/admin';
import type * as DirectoryModule from '@functions/core/profiles/directory';
import type * as ProfilesModule from '@functions/core/profiles/profiles';
import { startReadMeter, type ReadMeter } from '../../infra/local/services/read-meter';
import { apiCaller } from '../support/api';
import { createUser, type TestUser } from '../support/users';

/**
 * The admin users table's search (spec: "matches name, username, email, address or role,
 * case-insensitive"; issue 46 #16): a query's words must be consecutive words of one of a
 * person's name, e-mail (local part and domain), username, role or address, in order, the last
 * only begun. So `santos@crafti.test`, `crafti.test`, an address's word or a role's start find
 * the people they name and no others, and a query two of whose parts each match some field, but
 * not together, finds no one. Walked to the end, a search reads about one item per row it shows
 * (the benchmarks' read meter, in front of this worker's data layer) and shows no empty page.
 */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);
const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
/** A word no other test's people have (one per describe), as a first name, in e-mails and usernames. */
const TAG = `Zq${letters(6)}`;
const tag = TAG.toLowerCase();

let meter: ReadMeter;
let Profiles: typeof ProfilesModule;
let Directory: typeof DirectoryModule;
let commit: (typeof import('@functions/core/db/transactions'))['commit'];
let admin: TestUser;

interface Seed {
  role: 'Artist' | 'Client';
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  address: string;
}

/** Writes a person as registration does, then their address as saving the profile does (both reindex them). */
async function person(seed: Seed): Promise<string> {
  const userId = randomUUID();
  const { address, ...fields } = seed;
  await commit((tx) => Profiles.create(tx, { userId, ...fields, accountStatus: 'active' }));
  const created = (await Profiles.get(userId))!;
  await commit((tx) => Profiles.update(tx, created, { address }));
  return userId;
}

/** Every page of an admin users search (one role, or both), with what reading it cost. */
async function walk(search: string, role?: 'Artist' | 'Client') {
  const pages: AdminUserRow[][] = [];
  let cursor: string | undefined;
  let read = 0;
  do {
    const { value, reads } = await meter.measure(() => Directory.listForAdmin({ search, role, cursor }));
    pages.push(value.items);
    read += reads.items;
    cursor = value.cursor ?? undefined;
  } while (cursor && pages.length < 1000);
  expect(cursor, 'walked to the end').toBeUndefined();
  const rows = pages.flat();
  return { pages, rows, ids: rows.map((r) => r.id), read };
}

/** The search's meaning, written out: its words joined start the words of one field from one of them on, joined. */
function matches(row: AdminUserRow, search: string) {
  const words = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const key = words(search).join('');
  return [row.name, row.email, row.username, row.role, row.address].some((field) =>
    words(field).some((_, i, all) => all.slice(i).join('').startsWith(key)),
  );
}

beforeAll(async () => {
  // Before this worker's data layer makes its DynamoDB client: every read of it goes through the meter.
  meter = await startReadMeter(endpoints.dynamodb);
  process.env.AWS_ENDPOINT_URL_DYNAMODB = meter.url;
  [Profiles, Directory, { commit }] = await Promise.all([
    import('@functions/core/profiles/profiles'),
    import('@functions/core/profiles/directory'),
    import('@functions/core/db/transactions'),
  ]);
  admin = await createUser({ role: 'Admin', prefix: 'admin-search' });
});

afterAll(async () => {
  await meter?.stop();
});

describe('the admin users search matches name, username, e-mail, address or role', () => {
  const ids = { santos: '', gmail: '', reyes: '', outlook: '' };

  beforeAll(async () => {
    [ids.santos, ids.gmail, ids.reyes, ids.outlook] = await Promise.all([
      person({
        role: 'Artist',
        firstname: TAG,
        lastname: 'Santos',
        email: `${tag}.santos@crafti.test`,
        username: `${tag}_paints`,
        address: `Blk 5 ${TAG}ville, San Roque, Angono, Rizal`,
      }),
      person({
        role: 'Client',
        firstname: 'Ligaya',
        lastname: TAG,
        email: `santos.${tag}@gmail.com`,
        username: `ligaya_${tag}`,
        address: `Paete, Laguna`,
      }),
      person({
        role: 'Artist',
        firstname: 'Andres',
        lastname: `${TAG} Reyes`,
        email: `${tag}.reyes@crafti.test`,
        username: `${tag}.carves`,
        address: 'Antipolo, Rizal',
      }),
      person({
        role: 'Client',
        firstname: 'Bituin',
        lastname: 'Cruz',
        email: `${tag}.cruz@outlook.ph`,
        username: `bituin_${tag}`,
        address: `${TAG}ville, Cebu City`,
      }),
    ]);
  });

  /** Who of this test's people a search shows, walked to its end (every row shown must match it). */
  async function ours(search: string, role?: 'Artist' | 'Client') {
    const { rows } = await walk(search, role);
    expect(
      rows.filter((r) => !matches(r, search)).map((r) => r.email),
      `rows "${search}" does not match`,
    ).toEqual([]);
    return Object.entries(ids)
      .flatMap(([name, id]) => (rows.some((r) => r.id === id) ? [name] : []))
      .sort();
  }

  it('finds an e-mail by its domain, a label of it, its local part, or a local part with the domain', async () => {
    expect(await ours('crafti.test')).toEqual(['reyes', 'santos']);
    expect(await ours('CRAFTI')).toEqual(['reyes', 'santos']);
    expect(await ours('santos@crafti.test')).toEqual(['santos']);
    expect(await ours('gmail.com')).toEqual(['gmail']);
    expect(await ours('outlook.ph')).toEqual(['outlook']);
    // Through the route, as the admin screen asks: the whole address, and the local part alone.
    const whole = await call('GET', `/admin/users?search=${encodeURIComponent(`${TAG}.Santos@Crafti.Test`)}`, {
      token: admin.idToken,
    });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      items: [expect.objectContaining({ id: ids.santos, email: `${tag}.santos@crafti.test` })],
      cursor: null,
      total: 1,
    });
    const local = await call('GET', `/admin/users?search=${encodeURIComponent(`${tag}.reyes`)}`, {
      token: admin.idToken,
    });
    expect(local.body.items.map((r: AdminUserRow) => r.id)).toEqual([ids.reyes]);
    expect(await ours(`${tag}.cruz@`)).toEqual(['outlook']);
  });

  it('finds an address by any of its words or consecutive words, in any case', async () => {
    expect(await ours(`${TAG.toUpperCase()}VILLE`)).toEqual(['outlook', 'santos']);
    expect(await ours(`${tag}ville, san roque`)).toEqual(['santos']);
    expect(await ours(`${tag}ville cebu`)).toEqual(['outlook']);
    expect(await ours('laguna')).toEqual(['gmail']);
  });

  it("finds a role by its name or its start, in the whole table and in that role's", async () => {
    // A role's name lists that role, newest first (these four are the newest people).
    const artists = await call('GET', '/admin/users?search=Artist', { token: admin.idToken });
    expect(artists.body.items.every((r: AdminUserRow) => r.role === 'Artist')).toBe(true);
    expect(artists.body.items.map((r: AdminUserRow) => r.id)).toEqual(expect.arrayContaining([ids.santos, ids.reyes]));
    const clients = await call('GET', '/admin/users?search=clients', { token: admin.idToken });
    expect(clients.body.items.every((r: AdminUserRow) => r.role === 'Client')).toBe(true);
    expect(clients.body.items.map((r: AdminUserRow) => r.id)).toEqual(expect.arrayContaining([ids.gmail, ids.outlook]));
    // Its start is a word's start like any other.
    expect(await ours('artis')).toEqual(['reyes', 'santos']);
    expect(await ours('CLIEN', 'Client')).toEqual(['gmail', 'outlook']);
    expect(await ours('clien', 'Artist')).toEqual([]);
  });

  it('finds names and usernames by any word and by consecutive words', async () => {
    expect(await ours(tag)).toEqual(['gmail', 'outlook', 'reyes', 'santos']);
    expect(await ours(`${tag} reyes`)).toEqual(['reyes']);
    expect(await ours(`andres ${tag}`)).toEqual(['reyes']);
    expect(await ours(`${tag}_pai`)).toEqual(['santos']);
  });

  it('finds no one when each part of a query matches someone but not together', async () => {
    for (const search of [
      `${tag}.santos@outlook.ph`,
      `${tag}.santos@gmail.com`,
      `${tag} angono`,
      `${tag} artist`,
      `${tag}.reyes@crafti.ph`,
      `santos ${tag}ville`,
    ]) {
      const page = await call('GET', `/admin/users?search=${encodeURIComponent(search)}`, { token: admin.idToken });
      expect(page.body, search).toEqual({ items: [], cursor: null, total: 0 });
    }
  });

  it('follows a change of e-mail, address and name: the old words no longer find the person', async () => {
    const reyes = (await Profiles.get(ids.reyes))!;
    // As the e-mail change and the profile editor write them.
    await commit((tx) => Profiles.update(tx, reyes, { email: `${tag}.reyes@yahoo.com` }));
    const changed = (await Profiles.get(ids.reyes))!;
    await commit((tx) => Profiles.update(tx, changed, { address: 'Paete, Laguna', lastname: 'Reyes' }));
    expect(await ours(`${tag}.reyes@crafti`)).toEqual([]);
    expect(await ours(`${tag}.reyes@yahoo.com`)).toEqual(['reyes']);
    expect(await ours('antipolo')).toEqual([]);
    expect(await ours('laguna')).toEqual(['gmail', 'reyes']);
    expect(await ours(`andres ${tag}`)).toEqual([]);
    expect(await ours('andres reyes')).toEqual(['reyes']);
  });
});

describe('an admin users search walked to its end', () => {
  const NAME = `Zq${letters(6)}`;
  const name = NAME.toLowerCase();
  const PEOPLE = 90;
  const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza'];
  const CRAFTS = ['paints', 'pottery', 'prints', 'weaves'];
  const DOMAINS = [`${name}.crafti.test`, 'gmail.com', 'yahoo.com'];
  const people: { id: string; seed: Seed }[] = [];

  beforeAll(async () => {
    // People as people write themselves: the shared first name starts their name, most e-mails and
    // usernames, so one search matches several of each one's words; some share a domain or a town.
    const seeds = Array.from({ length: PEOPLE }, (_, i): Seed => {
      const last = LAST[i % LAST.length]!;
      return {
        role: i % 4 === 3 ? 'Client' : 'Artist',
        firstname: `${NAME}${i % 2 === 0 ? '' : ' Mae'}`,
        lastname: last,
        email:
          [`${name}.${last.toLowerCase()}${i}`, `${name}${i}`, `${last.toLowerCase()}.${name}${i}`][i % 3]! +
          `@${DOMAINS[Math.floor(i / 3) % DOMAINS.length]!}`,
        username: [`${name}_${CRAFTS[i % 4]}${i}`, `art_by_${name}${i}`, `${name}.${last[0]!.toLowerCase()}${i}`][
          i % 3
        ]!,
        address: `${i} Mabini Street, Barangay ${['San Roque', 'Santa Ana', 'Poblacion'][i % 3]}, ${['Angono', 'Antipolo', 'Tanay'][i % 3]}, Rizal ${name}`,
      };
    });
    for (let i = 0; i < seeds.length; i += 10) {
      const ids = await Promise.all(seeds.slice(i, i + 10).map(person));
      people.push(...ids.map((id, k) => ({ id, seed: seeds[i + k]! })));
    }
  }, 240_000);

  const cases: [string, string, (s: Seed) => boolean, ('Artist' | 'Client')?][] = [
    ['the shared first name', name, () => true],
    ['its start', name.slice(0, 5), () => true],
    ['a shared domain', `${name}.crafti.test`, (s) => s.email.endsWith(`@${name}.crafti.test`)],
    [
      "a local part with its domain's start",
      `${name}.santos0@${name}.craf`,
      (s) => s.email === `${name}.santos0@${name}.crafti.test`,
    ],
    ['a town and province', `Angono, Rizal ${name}`, (s) => s.address.includes('Angono')],
    ['one role', name, (s) => s.role === 'Artist', 'Artist'],
  ];

  it.each(cases)(
    '%s: everyone once, on full pages, reading ≤ 1.25 items per row shown',
    async (_label, search, expected, role) => {
      const { pages, ids, read } = await walk(search, role);
      const want = people.filter((p) => expected(p.seed)).map((p) => p.id);
      expect(want.length).toBeGreaterThan(0);
      expect(
        pages.filter((p) => p.length === 0),
        'empty pages',
      ).toEqual([]);
      expect(
        pages.slice(0, -1).every((p) => p.length === 10),
        `pages ${pages.map((p) => p.length).join(',')}`,
      ).toBe(true);
      expect(ids.length - new Set(ids).size, 'shown twice').toBe(0);
      expect([...ids].sort()).toEqual([...want].sort());
      expect(read / ids.length, `${read} items read for ${ids.length} rows`).toBeLessThanOrEqual(1.25);
    },
  );
});
