/**
 * Which counters are written by many people at once, and the items each is kept on (the pattern:
 * docs/counters.md). Kept apart from counters.ts so the transaction write (db/write.ts) can refuse
 * a transaction that would touch one of these counters' shared items, without importing the
 * counters (which write through it).
 */

/** How many items a spread counter's ADDs are spread over: `<name>#0` … `<name>#15`. */
export const SPREAD = 16;

/** The site-wide totals: every upload, sign-up or verification writes one. */
const SPREAD_NAMES: ReadonlySet<string> = new Set(['arts:total', 'artists:verified', 'users:Artist', 'users:Client']);

/**
 * The site's totals that the every-minute job rolls up when a write marked them (the admin's
 * numbers: read rarely, written by every upload, sign-up and verification), so a reader after a
 * quiet minute reads one item each instead of summing the spread items itself.
 */
export const SITE_TOTALS: readonly string[] = [
  ...SPREAD_NAMES,
  ...(['pending', 'approved', 'rejected', 'all'] as const).map((status) => `verifications:${status}`),
];
/**
 * Families of counters with many writers each: the community feed's partitions (every post),
 * the verification queue's statuses (every artist's request), a profile's visits (every visitor of
 * a popular artist), an artist's earnings and the earnings held for them (every buyer of a popular
 * artist: a sale's transaction adds to three; read only by the artist's earnings and payouts pages).
 */
const SPREAD_PREFIXES = ['community:', 'verifications:', 'visits:', 'earnings:', 'earnings-held:'] as const;

/** Whether `name` is a counter spread over SPREAD items and read from its roll-up. */
export const isSpread = (name: string) => SPREAD_NAMES.has(name) || SPREAD_PREFIXES.some((p) => name.startsWith(p));

/** The item holding a spread counter's sum as last rolled up (written only outside transactions). */
export const rollUpOf = (name: string) => `${name}@sum`;

/** The items a spread counter is the sum of: the item it had before it was spread, and its SPREAD items. */
export const shardsOf = (name: string) => [name, ...Array.from({ length: SPREAD }, (_, i) => `${name}#${i}`)];

/** One of a spread counter's SPREAD items, at random: where one ADD goes. */
export const randomShard = (name: string) => `${name}#${Math.floor(Math.random() * SPREAD)}`;

/** The site-wide totals' names as the table's keys hold them: ElectroDB lowercases a counter's name there. */
const SPREAD_NAME_KEYS: ReadonlySet<string> = new Set([...SPREAD_NAMES].map((n) => n.toLowerCase()));

/** The partition key ElectroDB gives a counter item (entities/counter.ts), and that entity's sort key. */
const COUNTER_PK = '$crafti#name_';
const COUNTER_SK = '$counter_1';

/**
 * The counter a transaction item writes, when it is one of a spread counter's shared items (its
 * former single item or its roll-up): every writer would meet there. Null for any other item,
 * including a spread counter's own SPREAD items.
 */
export function sharedCounterItem(key: { pk?: unknown; sk?: unknown } | undefined): string | null {
  if (!key || key.sk !== COUNTER_SK || typeof key.pk !== 'string' || !key.pk.startsWith(COUNTER_PK)) return null;
  const name = key.pk.slice(COUNTER_PK.length);
  if (/#\d+$/.test(name)) return null;
  const counter = name.endsWith('@sum') ? name.slice(0, -'@sum'.length) : name;
  return isSpread(counter) || SPREAD_NAME_KEYS.has(counter) ? name : null;
}
