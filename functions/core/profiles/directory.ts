import { ADMIN_PAGE_SIZE, type AdminUserRow, type AdminUsersPage } from '@shared/schemas/admin';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import * as Search from '../search/search';
import { fold } from '../search/words';
import { publicUrl } from '../uploads/urls';
import { ADMIN_SCOPES, adminScope, cardOf, type PersonCard } from './profiles';

/**
 * Lists of people, a page at a time, each page one Query that reads about what it shows:
 * newest first from the role index (gsi2) or the people index (gsi3), or, with a search, from the
 * admin search entries (whose cards hold every field a row shows; `Profiles.adminWords`: the start
 * of any run of consecutive words of a name, e-mail, username, role or address). Totals come from
 * the role counters.
 */

type PersonRole = 'Artist' | 'Client';

export interface PeopleQuery {
  /** Only this role; both when absent. */
  role?: PersonRole;
  search?: string;
  cursor?: string;
}

/** A search that is just a role's name ("artist", "Clients") lists that role. */
function roleNamed(search: string): PersonRole | null {
  const word = fold(search.trim());
  if (word === 'artist' || word === 'artists') return 'Artist';
  if (word === 'client' || word === 'clients') return 'Client';
  return null;
}

function toAdminRow(card: PersonCard): AdminUserRow {
  return {
    id: card.userId,
    name: `${card.firstname} ${card.lastname}`,
    firstname: card.firstname,
    lastname: card.lastname,
    username: card.username,
    email: card.email,
    address: card.address,
    phone: card.phone,
    role: card.role,
    created_at: card.createdAt,
    profile_image: card.profileImageKey ? publicUrl(card.profileImageKey) : null,
    ...(card.role === 'Artist'
      ? { isVerified: card.verificationStatus === 'approved', payoutStatus: card.payoutStatus ?? 'not_started' }
      : {}),
  };
}

async function newest(role: PersonRole | undefined, cursor: string | undefined) {
  const options = (entity: typeof profiles, access: 'byRole' | 'people', facets: object) => ({
    order: 'desc' as const,
    limit: ADMIN_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entity, access, facets as never) : null,
  });
  const profiles = db().entities.profile;
  const page = role
    ? await profiles.query.byRole({ role }).go(options(profiles, 'byRole', { role }))
    : await profiles.query.people({}).go(options(profiles, 'people', {}));
  return { cards: page.data.map(cardOf), cursor: page.cursor ?? null };
}

/** The admin users table: artists and clients (or one role), newest first or by search. */
export async function listForAdmin(query: PeopleQuery): Promise<AdminUsersPage> {
  const search = query.search?.trim() ?? '';
  const namedRole = search ? roleNamed(search) : null;
  const role = namedRole ?? query.role;
  if (search && !namedRole) {
    const page = await Search.find<PersonCard>(
      role ? adminScope(role) : ADMIN_SCOPES,
      search,
      ADMIN_PAGE_SIZE,
      query.cursor,
    );
    // The number of matches is not counted; it is known when the first page holds them all.
    const total = !query.cursor && page.cursor === null ? page.items.length : null;
    return { items: page.items.map((i) => toAdminRow(i.card)), cursor: page.cursor, total };
  }
  const [page, counts] = await Promise.all([
    newest(role, query.cursor),
    Counters.getMany([Counters.names.usersByRole('Artist'), Counters.names.usersByRole('Client')]),
  ]);
  const total = role
    ? counts(Counters.names.usersByRole(role))
    : counts(Counters.names.usersByRole('Artist')) + counts(Counters.names.usersByRole('Client'));
  return { items: page.cards.map(toAdminRow), cursor: page.cursor, total };
}
