/**
 * The arithmetic of a sliding limit, without I/O. A rule's window is cut into SLICES equal
 * slices and a use counts in the slice of its time. A use in slice `s` is allowed while the
 * count of slices `s − SLICES` … `s` (its own included) stays within the limit: those slices
 * cover at least the window before the use, so no span of one window's length ever holds more
 * than `limit` uses, whatever the times. The price is that a use leaves the count a little after
 * it is a window old (at most one slice, a twelfth of the window); slots still free up slice by
 * slice, not all at once at a window's end as with fixed windows.
 */

/** Slices per window. */
export const SLICES = 12;

export interface SlidingRule {
  limit: number;
  windowSeconds: number;
}

/** A slice's length in milliseconds. */
export const sliceMs = (rule: SlidingRule) => (rule.windowSeconds * 1000) / SLICES;

/** The slice of a moment (milliseconds since the epoch). */
export const sliceOf = (rule: SlidingRule, nowMs: number) => Math.floor(nowMs / sliceMs(rule));

/** The SLICES slices before `slice`, oldest first: what a use in `slice` is counted with. */
export const priorSlices = (slice: number) => Array.from({ length: SLICES }, (_, i) => slice - SLICES + i);

const sum = (counts: readonly number[]) => counts.reduce((a, b) => a + b, 0);

/** How many uses the current slice may hold, given the counts of its prior slices (≤ 0: none). */
export const allowedInSlice = (rule: SlidingRule, prior: readonly number[]) => rule.limit - sum(prior);

/**
 * Whole seconds from `nowMs` until one more use is allowed, if nobody uses it meanwhile: the
 * start of the first slice whose check no longer counts enough of the old uses. `prior` are the
 * counts of the SLICES slices before the current one (oldest first), `current` the current one's.
 */
export function retryAfterSeconds(rule: SlidingRule, nowMs: number, prior: readonly number[], current: number): number {
  const counts = [...prior, current];
  let ahead = 1;
  // `ahead` slices later, the check counts counts[ahead..] (and new slices, empty).
  while (ahead <= SLICES && sum(counts.slice(ahead)) >= rule.limit) ahead++;
  const freeAt = (sliceOf(rule, nowMs) + ahead) * sliceMs(rule);
  return Math.max(1, Math.ceil((freeAt - nowMs) / 1000));
}
