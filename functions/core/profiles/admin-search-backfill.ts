import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import * as Profiles from './profiles';

/**
 * Gives the people indexed before the admin users table had its own search scopes (`users:<role>`,
 * issue 46 #16) their entries there, so the table finds them by e-mail domain, address, role and
 * runs of words as it finds people who joined or changed since: one page of the people index
 * (artists and clients, oldest first) at a time; a person whose first admin entry is missing gets
 * them all in one transaction, which also removes their entries from the scope the table read
 * before (`people`). Safe to run again (those already there are only read) and to stop: each page
 * ends with a cursor to go on from. A profile that changed while its page was read is skipped (its
 * change wrote its entries). Run by `npm run backfill:search` (infra/local/backfill-admin-search.ts)
 * and at `npm start`.
 */

export const ADMIN_SEARCH_BACKFILL_PAGE_SIZE = 25;

export interface AdminSearchBackfillResult {
  /** Profiles read. */
  scanned: number;
  /** People given their admin entries. */
  filled: number;
  /** People who lacked them but changed meanwhile (their change wrote them). */
  skipped: number;
  /** Where a later run can go on when `maxPages` stopped this one; null once every profile was read. */
  cursor: string | null;
}

export interface AdminSearchBackfillOptions {
  /** A `cursor` of an earlier run's result (or of its last `onPage`). */
  cursor?: string | null;
  pageSize?: number;
  /** Stops after this many pages, with `cursor` set. */
  maxPages?: number;
  onPage?: (progress: AdminSearchBackfillResult) => void;
}

async function fill(profile: Profiles.ProfileItem): Promise<'filled' | 'skipped' | 'there'> {
  if (await Profiles.hasAdminEntries(profile)) return 'there';
  try {
    await commit((tx) => Profiles.adminSearchBackfill(tx, profile));
    return 'filled';
  } catch (err) {
    if (err instanceof ConditionFailed) return 'skipped';
    throw err;
  }
}

export async function backfillAdminSearch(
  options: AdminSearchBackfillOptions = {},
): Promise<AdminSearchBackfillResult> {
  const profiles = db().entities.profile;
  const total: AdminSearchBackfillResult = { scanned: 0, filled: 0, skipped: 0, cursor: options.cursor ?? null };
  for (let pages = 0; options.maxPages === undefined || pages < options.maxPages; pages++) {
    const page = await profiles.query
      .people({})
      .go({ limit: options.pageSize ?? ADMIN_SEARCH_BACKFILL_PAGE_SIZE, cursor: total.cursor });
    for (const profile of page.data) {
      const outcome = await fill(profile);
      if (outcome === 'filled') total.filled++;
      if (outcome === 'skipped') total.skipped++;
    }
    total.scanned += page.data.length;
    total.cursor = page.cursor ?? null;
    options.onPage?.({ ...total });
    if (!total.cursor) break;
  }
  return total;
}
