import type { AdminUserRow } from '@shared/schemas/admin';

/**
 * The users table's one list: artists and clients together, newest first (so someone who
 * just signed up is on the first page). A person listed twice is kept once.
 */
export function mergeUsers(artists: readonly AdminUserRow[], clients: readonly AdminUserRow[]): AdminUserRow[] {
  const byId = new Map<string, AdminUserRow>();
  for (const row of [...artists, ...clients]) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name));
}

/** The spec's user search: name, username, email, address or role contain the text, ignoring case. */
export function filterUsers(rows: readonly AdminUserRow[], search: string): AdminUserRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [row.name, row.username, row.email, row.address, row.role].some((field) => (field ?? '').toLowerCase().includes(needle)),
  );
}
