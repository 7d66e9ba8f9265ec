import * as ArtImages from '../arts/variant-images';
import * as PostImages from '../community/variant-images';
import {
  BACKFILL_PAGE_SIZE,
  decodePosition,
  encodePosition,
  nextPosition,
  type BackfillCounts,
  type BackfillPage,
  type BackfillSkip,
  type VariantsOf,
  type WalkPosition,
} from './variant-backfill';
import { ensureVariants } from './variants';

/**
 * Backfills the WebP variants added after images were stored (the 800 px medium one, the 360 px
 * thumb, the 680 px card one) onto art items (with their Browse Arts entries and admin search rows) and community post
 * images. Each domain walks and writes its own entities (arts/variant-images.ts,
 * community/variant-images.ts); this runs them in turn, a bounded page at a time, with
 * `ensureVariants` making the missing WebPs (and recording them on the upload). Safe to run
 * again: what has every variant's key is only read; an item whose upload
 * is missing or refused, or that changed meanwhile, is skipped and counted, and the run goes on.
 * Run by `npm run backfill:images` (infra/local/backfill-image-variants.ts) and at `npm start`.
 */

const STEPS: readonly {
  name: string;
  page: (options: { variantsOf: VariantsOf; cursor: string | null; limit: number }) => Promise<BackfillPage>;
}[] = [
  { name: 'arts', page: ArtImages.fillMissingVariants },
  { name: 'posts', page: PostImages.fillMissingVariants },
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

export async function backfillImageVariants(options: BackfillOptions = {}): Promise<BackfillResult> {
  const variantsOf = options.variantsOf ?? ((key: string) => ensureVariants(key));
  const limit = options.pageSize ?? BACKFILL_PAGE_SIZE;
  let at: WalkPosition | null = decodePosition(options.resume, STEPS.length, 'backfill resume token');
  const total: BackfillResult = { scanned: 0, filled: 0, skipped: 0, skips: [], resume: options.resume ?? null };
  for (let pages = 0; at && (options.maxPages === undefined || pages < options.maxPages); pages++) {
    const step: (typeof STEPS)[number] = STEPS[at.index]!;
    const page = await step.page({ variantsOf, cursor: at.cursor, limit });
    total.scanned += page.scanned;
    total.filled += page.filled;
    total.skipped += page.skipped;
    total.skips.push(...page.skips);
    at = nextPosition(at, page.cursor, STEPS.length);
    total.resume = at ? encodePosition(at) : null;
    options.onPage?.({ ...total, skips: [...total.skips], step: step.name });
  }
  return total;
}
