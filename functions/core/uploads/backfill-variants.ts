import * as ArtImages from '../arts/medium-images';
import * as PostImages from '../community/medium-images';
import { BACKFILL_PAGE_SIZE, type BackfillCounts, type BackfillPage, type BackfillSkip, type VariantsOf } from './medium-backfill';
import { ensureVariants } from './variants';

/**
 * Backfills the 800 px (medium) variant onto what was stored before it existed: art items (with
 * their Browse Arts entries and admin search rows) and community post images. Each domain walks
 * and writes its own entities (arts/medium-images.ts, community/medium-images.ts); this runs them
 * in turn, a bounded page at a time, with `ensureVariants` making the missing WebP (and recording
 * it on the upload). Safe to run again: what has its medium key is only read; an item whose upload
 * is missing or refused, or that changed meanwhile, is skipped and counted, and the run goes on.
 * Run by `npm run backfill:images` (infra/local/backfill-image-variants.ts) and at `npm start`.
 */

const STEPS: readonly { name: string; page: (options: { variantsOf: VariantsOf; cursor: string | null; limit: number }) => Promise<BackfillPage> }[] = [
  { name: 'arts', page: ArtImages.fillMediumImages },
  { name: 'posts', page: PostImages.fillMediumImages },
];

export interface BackfillResult extends BackfillCounts {
  skips: BackfillSkip[];
  /** Where a later run can go on (`resume`) when `maxPages` stopped this one; null once every step is done. */
  resume: string | null;
}

export interface BackfillOptions {
  /** A `resume` of an earlier run's result (or of its last `onPage`): starts there instead of at the beginning. */
  resume?: string | null;
  /** Items read per page (each domain's Query limit). */
  pageSize?: number;
  /** Stops after this many pages, with `resume` set. */
  maxPages?: number;
  /** Called after each page with the totals so far and where to resume. */
  onPage?: (progress: BackfillResult & { step: string }) => void;
  /** Tests only: in place of `ensureVariants`. */
  variantsOf?: VariantsOf;
}

interface Position {
  step: number;
  cursor: string | null;
}

const encode = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decode(resume: string | null | undefined): Position {
  if (!resume) return { step: 0, cursor: null };
  let position: Position;
  try {
    position = JSON.parse(Buffer.from(resume, 'base64url').toString('utf8')) as Position;
  } catch {
    throw new Error(`Not a backfill resume token: ${resume}`);
  }
  if (!Number.isInteger(position.step) || position.step < 0 || position.step >= STEPS.length) throw new Error(`Not a backfill resume token: ${resume}`);
  return position;
}

export async function backfillImageVariants(options: BackfillOptions = {}): Promise<BackfillResult> {
  const variantsOf = options.variantsOf ?? ((key: string) => ensureVariants(key));
  const limit = options.pageSize ?? BACKFILL_PAGE_SIZE;
  let at: Position | null = decode(options.resume);
  const total: BackfillResult = { scanned: 0, filled: 0, skipped: 0, skips: [], resume: options.resume ?? null };
  for (let pages = 0; at && (options.maxPages === undefined || pages < options.maxPages); pages++) {
    const step: (typeof STEPS)[number] = STEPS[at.step]!;
    const page = await step.page({ variantsOf, cursor: at.cursor, limit });
    total.scanned += page.scanned;
    total.filled += page.filled;
    total.skipped += page.skipped;
    total.skips.push(...page.skips);
    at = page.cursor ? { step: at.step, cursor: page.cursor } : at.step + 1 < STEPS.length ? { step: at.step + 1, cursor: null } : null;
    total.resume = at ? encode(at) : null;
    options.onPage?.({ ...total, skips: [...total.skips], step: step.name });
  }
  return total;
}
