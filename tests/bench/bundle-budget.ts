import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readFrameShells } from '../../web/prerendered';

/**
 * The SPA's first-load budget (DESIGN.md §11): the JavaScript a signed-out visitor's browser
 * downloads for `/`, gzipped, must stay under 130 kB. That is what the pre-rendered index.html
 * loads: its entry script with the entry's static imports, and the chunks its `crafti:modules`
 * lists, which the entry preloads right after the first paint (the app and the home page's own;
 * web/prerender.ts writes the list). What the entry imports only elsewhere (the early requests of a
 * signed-in page, in the shell) is not in it. Reads web/dist from `npm run build:web`.
 *
 * DESIGN.md §11 sets 130 kB. The build is at ~129 kB, ~100 kB of it React, React DOM, Chakra's
 * styled system and emotion; what keeps it there: Chakra's theme cut to the recipes and palettes
 * the app uses and its global CSS (the reset, the tokens) shipped with the HTML
 * (web/slim-chakra-theme.ts), unused library components tree-shaken (web/trim-library-metadata.ts), the app's own Link
 * (web/src/lib/link.tsx), and Amplify, TanStack Query and zod out of the first load.
 */
const BUDGET_KB = 130;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const dist = process.env.CRAFTI_WEB_DIST
  ? path.resolve(process.env.CRAFTI_WEB_DIST)
  : path.resolve(import.meta.dirname, '../../web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const files = new Set<string>();
function collect(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key);
const listed = /<meta name="crafti:modules" content="([^"]*)"/.exec(home)?.[1];
if (!listed) throw new Error('index.html has no crafti:modules list: is web/dist pre-rendered (npm run build:web)?');
for (const file of listed.split(' ').filter(Boolean)) files.add(file.replace(/^\//, ''));

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
  process.exitCode = 1;
}

/**
 * The pre-rendered pages' HTML, and the framed routes' shells (web/signed-in-frames.ts), which paint
 * before their code too, compressed as CloudFront sends it (brotli; infra/local/web.ts uses
 * quality 5): a page that fits a new connection's first round trip (10 packets, ~14 kB, less the
 * response's headers) paints a round trip sooner on a phone than one that needs a second.
 */
const HTML_BUDGET_KB = 13.5;
const frameShells = Object.values(readFrameShells(dist));
if (frameShells.length === 0) {
  console.error("The build has no framed routes' shells (web/prerender.ts)");
  process.exitCode = 1;
}
for (const page of ['index.html', 'explore.html', 'login.html', ...frameShells]) {
  const br =
    zlib.brotliCompressSync(fs.readFileSync(path.join(dist, page)), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    }).length / 1024;
  console.log(`${page.padEnd(20)}: ${br.toFixed(1)} kB brotli HTML (budget ${HTML_BUDGET_KB} kB)`);
  if (br > HTML_BUDGET_KB) {
    console.error(`${page} over budget by ${(br - HTML_BUDGET_KB).toFixed(1)} kB`);
    process.exitCode = 1;
  }
}

/**
 * No two chunks import each other, directly or around a loop: the code-splitting groups of
 * web/vite.config.ts move modules out of the chunks their importers are in, and a loop between
 * chunks lets one module run before another it uses is defined (a build that did so pre-rendered
 * /login as its loading spinner, and would have broken signed-in pages in the browser alike).
 */
const chunkImports = new Map(
  manifestFiles(manifest).map((file) => [
    file,
    new Set(
      [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map(
        (m) => `assets/${m[1]}`,
      ),
    ),
  ]),
);
const loops: string[] = [];
const done = new Set<string>();
function visit(file: string, trail: string[]) {
  if (trail.includes(file)) {
    loops.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
    return;
  }
  if (done.has(file)) return;
  for (const next of chunkImports.get(file) ?? []) visit(next, [...trail, file]);
  done.add(file);
}
for (const file of chunkImports.keys()) visit(file, []);
console.log(`Chunk import loops: ${loops.length}`);
if (loops.length > 0) {
  for (const loop of loops) console.error(`  ${loop}`);
  process.exitCode = 1;
}

function manifestFiles(chunks: Record<string, ManifestChunk>): string[] {
  return [...new Set(Object.values(chunks).map((c) => c.file))].filter((file) => file.endsWith('.js'));
}
