import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The SPA's first-load budget (DESIGN.md §11): the JavaScript a signed-out visitor's browser
 * downloads for `/` (the entry chunk, the app it imports as soon as the page has painted, their
 * static imports and the home route's chunk: what the pre-rendered index.html preloads), gzipped,
 * must stay under 130 kB. Reads web/dist/.vite/manifest.json from `npm run build:web`.
 *
 * DESIGN.md §11 sets 130 kB. The build is at ~129 kB, ~100 kB of it React, React DOM, Chakra's
 * styled system and emotion; what keeps it there: Chakra's theme cut to the recipes and palettes
 * the app uses and its global CSS (the reset, the tokens) shipped with the HTML
 * (web/slim-chakra-theme.ts), unused library components tree-shaken (web/trim-library-metadata.ts), the app's own Link
 * (web/src/lib/link.tsx), and Amplify, TanStack Query and zod out of the first load.
 */
const BUDGET_KB = 130;
const FIRST_LOAD_ROUTES = ['src/features/marketing/routes/home.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const dist = process.env.CRAFTI_WEB_DIST ? path.resolve(process.env.CRAFTI_WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

const files = new Set<string>();
function collect(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep);
}
// The entry (web/src/main.tsx) imports the app at once, after the first paint: it is first load too.
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry) continue;
  collect(key);
  for (const dep of chunk.dynamicImports ?? []) collect(dep);
}
for (const route of FIRST_LOAD_ROUTES) {
  if (!manifest[route]) throw new Error(`${route} is not a chunk of the build; update FIRST_LOAD_ROUTES`);
  collect(route);
}

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
const totalKb = total / 1024;
console.log(`First load of / : ${totalKb.toFixed(1)} kB gzipped JS (budget ${BUDGET_KB} kB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
