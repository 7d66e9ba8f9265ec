/**
 * A BatchGet that must not miss an item (a sum, a page's marks): the keys DynamoDB left
 * unprocessed (throttling) are asked again, after a pause that doubles, up to five times more.
 * `get` is one BatchGet of the keys it is given (an entity's `get(keys).go()`); `what` names the
 * read in the error thrown when keys are still left after the last time. Not a read-then-write
 * retry (retryOnConflict's): the same read, for the keys it left.
 */
export async function getEvery<K, T>(
  keys: readonly K[],
  get: (keys: K[]) => Promise<{ data: readonly (T | null | undefined)[]; unprocessed: readonly unknown[] }>,
  what: string,
): Promise<T[]> {
  const found: T[] = [];
  let asked = [...keys];
  for (let round = 0; asked.length > 0; round++) {
    if (round > 0) {
      if (round > 5) throw new Error(`${what}: ${asked.length} keys still unprocessed`);
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round));
    }
    const { data, unprocessed } = await get(asked);
    for (const item of data) if (item) found.push(item);
    // ElectroDB answers the keys it left as the composite attributes they were asked with.
    asked = unprocessed as K[];
  }
  return found;
}
