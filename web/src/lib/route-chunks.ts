/**
 * The chunks of a browser-rendered route, from the table web/prerender.ts writes into the shell
 * (`<meta name="crafti:routes">`): `{"files":[...],"routes":{"/edit-art/:artId":[0,4,...]}}`.
 * The entry (main.tsx) preloads them beside the app, so a signed-in page's code arrives in one
 * round instead of app → table of pages → page → its imports. Kept tiny: it is in the entry.
 */
interface RouteTable {
  files: string[];
  routes: Record<string, number[]>;
}

/** A route pattern's segments against a path's: `:name` matches any one non-empty segment. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment.toLowerCase() === have[i]!.toLowerCase()));
}

/** The files to preload for `pathname` (none when the table is missing, unreadable or has no such route). */
export function routeChunks(table: string | undefined, pathname: string): string[] {
  if (!table) return [];
  let parsed: RouteTable;
  try {
    parsed = JSON.parse(table) as RouteTable;
  } catch {
    return [];
  }
  const found = Object.entries(parsed.routes ?? {}).find(([pattern]) => matches(pattern, pathname));
  return (found?.[1] ?? []).map((i) => parsed.files[i]).filter((file): file is string => typeof file === 'string');
}
