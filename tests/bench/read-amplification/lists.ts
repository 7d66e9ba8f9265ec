import { DIRECTORY_DEFAULT_PAGE_SIZE } from '@shared/messages/people';
import { actorOf } from '@functions/core/actor';
import * as Audit from '@functions/core/audit/audit';
import * as People from '@functions/core/people/people';
import * as Directory from '@functions/core/profiles/directory';
import * as Verifications from '@functions/core/verification/verification';
import { metered } from './meter';
import { AUDIT_PAGE_SIZE } from './options';

/** The lists measured, and how: page 1 and 2 of each (measure), or every page (walk). */

interface Page {
  ids: string[];
  cursor: string | null;
}

export interface ListCase {
  list: string;
  page: (cursor: string | undefined) => Promise<Page>;
}

const people = (q: Directory.PeopleQuery) => async (cursor: string | undefined) => {
  const page = await Directory.listForAdmin({ ...q, cursor });
  return { ids: page.items.map((r) => r.id), cursor: page.cursor };
};
const verifications = (search: string | undefined) => async (cursor: string | undefined) => {
  const page = await Verifications.list({ search, cursor });
  return { ids: page.items.map((r) => r.verification_id), cursor: page.cursor };
};

/** The artists directory as a client sees it (the web's default page size). */
const artistsDirectory = (search: string) => async (cursor: string | undefined) => {
  const page = await People.directory(actorOf('bench-viewer', 'Client'), 'Artist', {
    search,
    limit: DIRECTORY_DEFAULT_PAGE_SIZE,
    cursor,
  });
  return { ids: page.items.map((r) => r.user_id), cursor: page.cursor };
};

/** A full first name many people have, and a 3-letter prefix shared by several names. */
const COMMON_NAME = 'maria';
const PREFIX = 'mar';
/** The admin table's e-mail searches (issue 46 #16): a domain a quarter of the people have, and a local part's last word with it. */
const DOMAIN = 'crafti.test';
const MAILBOX_AND_DOMAIN = 'santos@crafti.test';
/** A role's start, which finds the role like any word's. */
const ROLE_START = 'artis';

export const CASES: ListCase[] = [
  { list: 'GET /admin/users', page: people({}) },
  { list: 'GET /admin/artists', page: people({ role: 'Artist' }) },
  { list: 'GET /admin/clients', page: people({ role: 'Client' }) },
  { list: `GET /admin/users?search=${COMMON_NAME}`, page: people({ search: COMMON_NAME }) },
  { list: `GET /admin/users?search=${PREFIX}`, page: people({ search: PREFIX }) },
  { list: `GET /admin/users?search=${DOMAIN}`, page: people({ search: DOMAIN }) },
  { list: `GET /admin/users?search=${MAILBOX_AND_DOMAIN}`, page: people({ search: MAILBOX_AND_DOMAIN }) },
  { list: `GET /admin/users?search=${ROLE_START}`, page: people({ search: ROLE_START }) },
  { list: `GET /artists?search=${COMMON_NAME}`, page: artistsDirectory(COMMON_NAME) },
  { list: 'GET /api/artist-verifications', page: verifications(undefined) },
  { list: 'GET /api/artist-verifications?search=pending', page: verifications('pending') },
  { list: `GET /api/artist-verifications?search=${PREFIX}`, page: verifications(PREFIX) },
  {
    list: `GET /admin/audit-log?limit=${AUDIT_PAGE_SIZE}`,
    page: async (cursor) => {
      const page = await Audit.list(AUDIT_PAGE_SIZE, cursor);
      return { ids: page.entries.map((e) => e.id), cursor: page.cursor };
    },
  },
];

/**
 * Also measured and printed, but not gated: searches the brief does not list, kept here so their
 * cost stays visible. A search of two words is looked up joined, as one word; a thing two of whose
 * words start with it in one wide depth partition is read at both.
 */
const TWO_WORDS = 'maria santos';
const RARE_NAME = 'ysabel';
export const PROBES: ListCase[] = [
  { list: `GET /admin/users?search=${TWO_WORDS}`, page: people({ search: TWO_WORDS }) },
  { list: `GET /admin/artists?search=${PREFIX}`, page: people({ role: 'Artist', search: PREFIX }) },
  { list: `GET /admin/users?search=${RARE_NAME}`, page: people({ search: RARE_NAME }) },
];
/**
 * Searches read to the end (issue 29): everyone once (a person several of whose words match shows
 * at the first), no empty page before the end, and what that costs in reads. Gated like the pages.
 */
export const WALKS: ListCase[] = [
  { list: `GET /admin/users?search=${COMMON_NAME}`, page: people({ search: COMMON_NAME }) },
  { list: `GET /artists?search=${COMMON_NAME}`, page: artistsDirectory(COMMON_NAME) },
  { list: `GET /api/artist-verifications?search=${PREFIX}`, page: verifications(PREFIX) },
  { list: `GET /admin/users?search=${PREFIX}`, page: people({ search: PREFIX }) },
  { list: `GET /admin/users?search=${RARE_NAME}`, page: people({ search: RARE_NAME }) },
  { list: `GET /admin/users?search=${DOMAIN}`, page: people({ search: DOMAIN }) },
];

export interface Row {
  list: string;
  users: number;
  page: number;
  read: number;
  returned: number;
  rcu: number;
  requests: number;
  /** Items already shown on an earlier page of the same list. */
  repeated: number;
  unexpected: string[];
  /** No such page: the previous one had no cursor. */
  absent?: boolean;
}

export async function measure(cases: readonly ListCase[], users: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const c of cases) {
    let cursor: string | undefined;
    const seen = new Set<string>();
    for (const pageNo of [1, 2]) {
      if (pageNo > 1 && !cursor) {
        rows.push({
          list: c.list,
          users,
          page: pageNo,
          read: 0,
          returned: 0,
          rcu: 0,
          requests: 0,
          repeated: 0,
          unexpected: [],
          absent: true,
        });
        continue;
      }
      const { value, reads } = await metered(() => c.page(cursor));
      const repeated = value.ids.filter((id) => seen.has(id)).length;
      for (const id of value.ids) seen.add(id);
      rows.push({
        list: c.list,
        users,
        page: pageNo,
        read: reads.items,
        returned: value.ids.length,
        rcu: reads.rcu,
        requests: reads.requests,
        repeated,
        unexpected: reads.unexpected,
      });
      cursor = value.cursor ?? undefined;
    }
  }
  return rows;
}

export interface Walk {
  list: string;
  users: number;
  pages: number;
  read: number;
  returned: number;
  distinct: number;
  emptyPages: number;
}

/** Every page of a list, following the cursor to its end. */
export async function walk(c: ListCase, users: number): Promise<Walk> {
  const result: Walk = { list: c.list, users, pages: 0, read: 0, returned: 0, distinct: 0, emptyPages: 0 };
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const { value, reads } = await metered(() => c.page(cursor));
    result.pages += 1;
    result.read += reads.items;
    result.returned += value.ids.length;
    if (value.ids.length === 0) result.emptyPages += 1;
    for (const id of value.ids) seen.add(id);
    cursor = value.cursor ?? undefined;
  } while (cursor && result.pages < 10_000);
  result.distinct = seen.size;
  return result;
}
