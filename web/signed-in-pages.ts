/** The table of signed-in pages (path → page module), relative to web/. */
export const SIGNED_IN_TABLE = 'src/app/signed-in-routes.tsx';

/**
 * Path → page module of every signed-in page, read from the router's own table
 * (app/signed-in-routes.tsx: `name: dataPage(() => import('@web/...'))` and `['/path', pages.name]`),
 * so the two cannot drift: a route whose page this cannot resolve fails the build.
 */
export function signedInPages(source: string): Record<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, module] of source.matchAll(
    /^\s+(\w+): (?:dataPage|page)\(\(\) => import\('@web\/([^']+)'\)\),$/gm,
  )) {
    modules.set(name!, `src/${module}.tsx`);
  }
  const routes: Record<string, string> = {};
  for (const [, routePath, name] of source.matchAll(/\['([^']+)', pages\.(\w+)\]/g)) {
    const module = modules.get(name!);
    if (!module)
      throw new Error(`web/signed-in-pages.ts cannot find the module of pages.${name} in ${SIGNED_IN_TABLE}`);
    if (routePath !== '*') routes[routePath!] = module;
  }
  const referenced = source.match(/\bpages\.\w+\]/g)?.length ?? 0;
  if (referenced === 0 || referenced !== Object.keys(routes).length + 1) {
    throw new Error(
      `web/signed-in-pages.ts read ${Object.keys(routes).length} routes of ${referenced - 1} in ${SIGNED_IN_TABLE}; update signedInPages()`,
    );
  }
  return routes;
}
