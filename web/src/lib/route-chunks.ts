/**
 * The chunks of a browser-rendered route, from the table web/prerender.ts writes into the shell
 * (`<meta name="crafti:routes">`): `{"files":[...],"routes":{"/edit-art/:artId":[0,4,...]}}`.
 * The entry (main.tsx) preloads them beside the app, so a signed-in page's code arrives in one
 * round instead of app → table of pages → page → its imports. Kept tiny: it is in the entry.
 */
/** The <meta> name the table is written under. */
export const ROUTES_META = 'crafti:routes';

/** The <meta> listing the chunks a page's code needs (a pre-rendered page's; in the shell, the app's, beside the route's). */
export const MODULES_META = 'crafti:modules';

interface RouteTable {
  files: string[];
  routes: Record<string, number[]>;
}

/** A route pattern's segments against a path's: `:name` matches any one non-empty segment. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) =>
      segment.startsWith(':') ? have[i] !== '' : segment.toLowerCase() === have[i]!.toLowerCase(),
    )
  );
}

/**
 * The route pattern `pathname` is on and the files to preload for it (none when the table is
 * missing, unreadable or has no such route).
 */
export function routeOf(table: string | undefined, pathname: string): { pattern: string; files: string[] } | null {
  if (!table) return null;
  let parsed: RouteTable;
  try {
    parsed = JSON.parse(table) as RouteTable;
  } catch {
    return null;
  }
  const found = Object.entries(parsed.routes ?? {}).find(([pattern]) => matches(pattern, pathname));
  if (!found) return null;
  return {
    pattern: found[0],
    files: found[1].map((i) => parsed.files[i]).filter((file): file is string => typeof file === 'string'),
  };
}

/** The files to preload for `pathname`. */
export const routeChunks = (table: string | undefined, pathname: string): string[] =>
  routeOf(table, pathname)?.files ?? [];

/**
 * `<link rel="modulepreload">`s for `hrefs`, in one fragment: inserted into <head> at once, one
 * style invalidation of the document rather than one per chunk (the entry, main.tsx, and the
 * shell's inline script, shell-start.ts).
 */
export function modulePreloads(hrefs: string[]): DocumentFragment {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  return links;
}

/**
 * What a page's code needs preloaded that no `<link rel="modulepreload">` has asked for yet: the
 * chunks its modules list names (a pre-rendered page's; in a shell, the app's), then `routeFiles`
 * (the entry, main.tsx, and the shell's inline script, shell-start.ts).
 */
export function modulesToPreload(routeFiles: string[]): string[] {
  const linked = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`)?.content.split(' ') ?? [];
  return [...listed, ...routeFiles].filter((href) => href && !linked.has(href));
}
