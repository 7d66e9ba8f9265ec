import { createConversions } from 'electrodb';
import { db } from '../db/service';
import { FILL_BOUNDS, fillPage, type Filled, nextBatch } from './fill-page';

/**
 * Browse Arts, newest first, for an artist (issue 51 §2): their own arts are left out, and a
 * prolific artist's own arts often lie back to back at the top of a partition (300 of their newest
 * above everyone else's). Reading through them every visit cost ~13 items per card. Instead, the
 * artist's own browsing remembers where it met a run of their own entries (per artist and
 * partition: `ownListingRuns`), and later reads skip each run with a key condition: the Query
 * above a run stops at its top (`gt`), the next one starts below its bottom (the cursor).
 *
 * Why a run stays true: an entry enters a partition only at its top (listings.ts `withListedAt`:
 * a new, restocked, shown-again or re-filed art is listed now), and a run is only recorded over
 * entries listed before any write still in flight could have started (SETTLED_MS, a Lambda's
 * longest life). So no other artist's entry can later appear inside a recorded run; entries that
 * leave one (sold, deleted) only make it shorter. The first visit after new uploads still reads
 * through them once; the bench prints both visits.
 */

/** A listing entry's place in its partition's newest-first order. */
export interface Place {
  createdAt: string;
  artId: string;
}

export interface Run {
  /** The newest and the oldest entry of the run. */
  hi: Place;
  lo: Place;
  /** How many entries it spanned when recorded. */
  count: number;
}

/** Shorter runs are read through: skipping one costs a Query, worth it past a page's worth. */
export const RUN_MIN = 20;
/** Runs kept per artist and partition: the longest. */
export const RUNS_KEPT = 16;
/** A Lambda lives at most 15 minutes: no write in flight lists an entry older than this. */
export const SETTLED_MS = 15 * 60_000;

const keyOf = (p: Place) => `${p.createdAt.toLowerCase()}#${p.artId.toLowerCase()}`;
/** Newest first: a > b when a comes before b. */
const after = (a: Place, b: Place) => keyOf(a) > keyOf(b);
const within = (p: Place, run: Run) => !after(p, run.hi) && !after(run.lo, p);

/**
 * Follows one browse down a partition and finds the viewer's runs: `read` entries in order,
 * `skipped` a known run passed without reading (contiguous with what was read just before when
 * `joined`). `runs()` gives the kept runs with what was found merged in.
 */
export class RunFinder {
  private current: Run | null = null;
  private found: Run[] = [];

  constructor(
    private readonly viewerId: string,
    private readonly known: readonly Run[],
    private readonly settledBefore: string,
  ) {}

  read(entries: readonly (Place & { artistId: string })[]) {
    for (const e of entries) {
      if (e.artistId !== this.viewerId || e.createdAt >= this.settledBefore) {
        this.close();
        continue;
      }
      const place = { createdAt: e.createdAt, artId: e.artId };
      this.current = this.current
        ? { ...this.current, lo: place, count: this.current.count + 1 }
        : { hi: place, lo: place, count: 1 };
    }
  }

  /** A known run was passed; `joined` when the entries read just before lie right above it. */
  skipped(run: Run, joined: boolean) {
    if (!joined) this.close();
    this.current = this.current ? { hi: this.current.hi, lo: run.lo, count: this.current.count + run.count } : run;
  }

  /** What was read next is not known to lie right after what was read before. */
  close() {
    if (this.current && this.current.count >= RUN_MIN) this.found.push(this.current);
    this.current = null;
  }

  /** The known runs with the found ones in place of those they cover; null when nothing changed. */
  runs(): Run[] | null {
    this.close();
    const fresh = this.found.filter(
      (f) => !this.known.some((k) => keyOf(k.hi) === keyOf(f.hi) && keyOf(k.lo) === keyOf(f.lo)),
    );
    if (fresh.length === 0) return null;
    const kept = this.known.filter((k) => !fresh.some((f) => within(k.hi, f) || within(k.lo, f)));
    return [...kept, ...fresh]
      .sort((a, b) => b.count - a.count)
      .slice(0, RUNS_KEPT)
      .sort((a, b) => (after(a.hi, b.hi) ? -1 : 1));
  }
}

/**
 * The next Query's Limit: what is missing once something was shown (the own arts met past the
 * known runs are few, and the density of those met so far says nothing of what lies below a
 * run), as fill-page's while nothing was.
 */
const exactly: typeof nextBatch = (missing, asked, shown, bounds) =>
  shown === 0
    ? nextBatch(missing, asked, shown, bounds)
    : Math.max(1, Math.min(missing, bounds.maxBatch, bounds.maxRead - asked));

type ListingEntry = Place & { artistId: string; combo: string; priceKey: string; card: unknown };

/**
 * One page of a partition newest first without `viewerId`'s arts, skipping their known runs and
 * remembering new ones. `start` is the cursor of the page before (already checked).
 */
export async function latestWithoutOwn(
  viewerId: string,
  combo: string,
  limit: number,
  start: string | null,
  now: number = Date.now(),
): Promise<Filled<ListingEntry>> {
  const { artListing: listings, ownListingRuns } = db().entities;
  const conversions = createConversions(listings).byAccessPattern.latest;
  const stored = await ownListingRuns.get({ artistId: viewerId, combo }).go();
  const known = (stored.data?.runs ?? []) as Run[];
  const finder = new RunFinder(viewerId, known, new Date(now - SETTLED_MS).toISOString());
  const cursorBelow = (run: Run) =>
    conversions.fromComposite.toCursor({ combo, createdAt: run.lo.createdAt, artId: run.lo.artId });
  /** Where the last Query stopped, when it stopped at a known run's top. */
  let stoppedAbove: Run | null = null;

  const page = await fillPage<ListingEntry>(
    limit,
    start,
    async (batch, cursor) => {
      const at = cursor ? conversions.fromCursor.toComposite(cursor) : null;
      const place = at ? { createdAt: at.createdAt!, artId: at.artId! } : null;
      // A cursor inside a known run (the page before ended at its top) goes on below it.
      const inside = place ? known.find((r) => within(place, r)) : undefined;
      // Within a page every Query goes on right where the one before stopped.
      if (inside) finder.skipped(inside, stoppedAbove === inside);
      const from = inside ? inside.lo : place;
      const below = known.find((r) => !from || after(from, r.hi));
      const query = below ? listings.query.latest({ combo }).gt(below.hi) : listings.query.latest({ combo });
      const answer = await query.go({ limit: batch, cursor: inside ? cursorBelow(inside) : cursor, order: 'desc' });
      const entries = answer.data as ListingEntry[];
      finder.read(entries);
      stoppedAbove = !answer.cursor && below ? below : null;
      return {
        items: entries.filter((e) => e.artistId !== viewerId),
        read: entries.length,
        // The Query reached the run's top: go on below it.
        cursor: answer.cursor ?? (below ? cursorBelow(below) : null),
      };
    },
    (l) => conversions.fromComposite.toCursor({ combo, artId: l.artId, createdAt: l.createdAt }),
    FILL_BOUNDS,
    exactly,
  );
  const runs = finder.runs();
  if (runs) await ownListingRuns.put({ artistId: viewerId, combo, runs }).go();
  return page;
}
