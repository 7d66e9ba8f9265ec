/**
 * Find Match's reading plan over a seeker's style partitions (issue 51 §2). Every style's partition
 * is sorted by userId, and a person who shares two of the seeker's styles is in two of them: read
 * side by side from the start, each such person is read twice. So each search cuts the userId key
 * space into as many ranges as the seeker has styles, turned by a random amount, and style i reads
 * its own range first: nobody can be met twice there, since a person's userId lies in one range
 * only. A style whose own range runs out reads on into the next ranges (where it may meet people
 * already met: that happens only when the seeker's styles hold few people). The turn also means
 * each search shows other people of a crowded style, not always the lowest ids.
 */

/** A slice of the key space: userIds ≥ `from` (when given) and ≤ `to` (when given). */
export interface KeySlice {
  from?: string;
  to?: string;
  /** Inside the style's own range (read first). */
  own: boolean;
}

/** How a fraction of the key space [0, 1) is written as a userId prefix (UUIDs are lowercase hex). */
export function keyAt(fraction: number): string {
  const span = 16 ** 8;
  return Math.min(span - 1, Math.floor(fraction * span))
    .toString(16)
    .padStart(8, '0');
}

/**
 * For each of `styles` styles, the slices of the key space in the order that style reads them: its
 * own range (from its boundary to the next one), then the rest of the key space round to where it
 * started. `turn` in [0, 1) is where the first range begins. The key space's end and start are a
 * cut too, so a range that wraps round is two slices. A boundary is an 8-character prefix, which no
 * UUID equals, so the inclusive ends read nobody twice.
 */
export function slicesFor(styles: number, turn: number): KeySlice[][] {
  if (styles <= 0) return [];
  const bounds = Array.from({ length: styles }, (_, i) => keyAt((turn + i / styles) % 1));
  // The ranges in key order, each as one or two slices; range i starts at bounds[i].
  const ranges = bounds.map((from, i): Omit<KeySlice, 'own'>[] => {
    const to = bounds[(i + 1) % styles]!;
    if (styles === 1) return from === keyAt(0) ? [{}] : [{ from }, { to }];
    return from < to ? [{ from, to }] : [{ from }, { to }];
  });
  return ranges.map((_, i) =>
    Array.from({ length: styles }, (_, k) => ranges[(i + k) % styles]!.map((s) => ({ ...s, own: k === 0 }))).flat(),
  );
}
