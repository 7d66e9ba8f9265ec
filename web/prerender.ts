import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { build } from 'vite';
import { MODULE_CHUNKS_FILE } from './module-chunks';
import { escapeAttr, escapeText, refuseFailedRender } from './prerender-html';
import { fileFor, FRAME_SHELLS_INDEX, PRERENDERED_INDEX, SHELL_FILE } from './prerendered';
import { frameShellFile, signedInFrames } from './signed-in-frames';
import { SIGNED_IN_TABLE, signedInPages } from './signed-in-pages';
import type { Prerendered } from './src/entry-server';
import { CONFIG_PLACEHOLDER, INLINE_CONFIG_ID } from './src/lib/config';
import { MODULES_META, ROUTES_META } from './src/lib/route-chunks';

/**
 * Pre-renders the public pages into web/dist after `vite build` (npm run build:web): each gets its
 * own HTML file with the page's markup, the CSS that markup uses (Chakra's globals, tokens and
 * the emotion classes) inline in <head>, its title, the list of the app's and the page's chunks
 * (main.tsx preloads them all at once right after the first paint) and React's high-priority
 * preload of its LCP image, so the first paint needs no JavaScript and the code downloads in one
 * round, not a waterfall.
 * main.tsx hydrates it.
 *
 * Output: `index.html` (/), `<page>.html` for the others, `app.html` (the empty shell every
 * other route falls back to) and `prerendered.json` mapping paths to files (web/prerendered.ts).
 */

/** Path → the page module the router loads for it (a key of Vite's manifest). */
const PUBLIC_PAGES: Record<string, string> = {
  '/': 'src/features/marketing/routes/home.tsx',
  '/home': 'src/features/marketing/routes/home.tsx',
  '/explore': 'src/features/marketing/routes/explore.tsx',
  '/about-us': 'src/features/marketing/routes/about-us.tsx',
  '/how-it-works': 'src/features/marketing/routes/how-it-works.tsx',
  '/faq': 'src/features/marketing/routes/faq.tsx',
  '/privacy-policy': 'src/features/marketing/routes/privacy-policy.tsx',
  '/terms-and-conditions': 'src/features/marketing/routes/terms-and-conditions.tsx',
  '/login': 'src/features/auth/routes/login.tsx',
  '/register': 'src/features/auth/routes/register.tsx',
  '/password-reset': 'src/features/auth/routes/password-reset.tsx',
};

/**
 * What any signed-in page needs besides its own module, for the browser-rendered routes: the
 * table itself, the query cache and API client, and what the bar and the live connection load
 * once someone is signed in. Not Amplify: the session check reads the stored ID token while it is
 * valid (src/lib/auth.ts), and Amplify comes only when a token needs refreshing.
 */
const SIGNED_IN_BOOT = [
  SIGNED_IN_TABLE,
  'src/lib/session-services.tsx',
  'src/app/layouts/nav-counts.tsx',
  'src/app/signed-in-live.tsx',
];

/**
 * What the entry imports only in the shell, and only where the shell's inline script could not
 * start a signed-in page's first requests itself (no configuration in the page: the Vite dev
 * server): not part of any page's boot, and not preloaded.
 */
const SHELL_ONLY = new Set(['src/app/early-requests.ts']);

/** Pages behind the signed-out guard (app/router.tsx) also need the guard's chunk. */
const GUARDED = new Set(['/login', '/register']);
const GUARD_MODULE = 'src/app/require-role.tsx';

/** Vite's own index.html, kept for a second run of this script; never served. */
const VITE_SHELL = '.vite/index.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = import.meta.dirname;
/** web/dist, or the build CRAFTI_WEB_DIST names (as the local preview serves it, infra/local/web.ts). */
const dist = process.env.CRAFTI_WEB_DIST ? path.resolve(process.env.CRAFTI_WEB_DIST) : path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, '../node_modules/.cache/crafti-prerender');

/** The manifest's entry for `key`: a chunk, or a module that starts one or is merged into one (web/module-chunks.ts). */
function manifestChunk(manifest: Manifest, key: string): ManifestChunk | undefined {
  if (manifest[key]) return manifest[key];
  const file = moduleChunksOf()[key];
  return file === undefined ? undefined : Object.values(manifest).find((chunk) => chunk.file === file);
}

let moduleChunkTable: Record<string, string> | undefined;
const moduleChunksOf = () =>
  (moduleChunkTable ??= JSON.parse(fs.readFileSync(path.join(dist, MODULE_CHUNKS_FILE), 'utf8')) as Record<
    string,
    string
  >);

function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifestChunk(manifest, key);
  if (!chunk) throw new Error(`${key} is not a module of the build; update PUBLIC_PAGES in web/prerender.ts`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunkFiles(manifest, dep, into);
  return into;
}

/**
 * React puts the resources it wants early (the preload of an `<img fetchPriority="high">`, the LCP
 * image) at the start of a fragment it renders: they belong in <head>, before the inline CSS.
 */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const hoisted = /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

/**
 * The chunks a page needs, for main.tsx to preload right after the first paint, all at once: as
 * <link rel="modulepreload"> they would download before it and compete with the page and its
 * image on a slow line (and Lighthouse counts them into the first paint).
 */
const modulesMeta = (files: string[]) =>
  `<meta name="${MODULES_META}" content="${files.map((file) => `/${file}`).join(' ')}">`;

/**
 * For the shell: each signed-in route's chunks (its page, and what every signed-in page needs),
 * which main.tsx preloads at once beside the app, instead of the app asking for the table of
 * signed-in pages, the table for the page, and the page for its own imports, one after another.
 * `{"files":[...],"routes":{"/dashboard":[0,3,...],"/edit-art/:artId":[...]}}`: indexes into files.
 */
function routesMeta(
  manifest: Manifest,
  jsOf: (files: Set<string>) => string[],
  bootFiles: Set<string>,
  only?: string,
): string {
  const pages = Object.fromEntries(
    Object.entries(signedInPages(fs.readFileSync(path.join(webRoot, SIGNED_IN_TABLE), 'utf8'))).filter(
      ([routePath]) => only === undefined || routePath === only,
    ),
  );
  if (Object.keys(pages).length === 0) throw new Error(`${only} is not a signed-in route (${SIGNED_IN_TABLE})`);
  const base = new Set<string>();
  for (const module of SIGNED_IN_BOOT) chunkFiles(manifest, module, base);
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const routes: Record<string, number[]> = {};
  for (const [routePath, module] of Object.entries(pages)) {
    const needed = jsOf(chunkFiles(manifest, module, new Set(base))).filter((file) => !bootFiles.has(file));
    routes[routePath] = needed.map((file) => indexOf(`/${file}`));
  }
  // Single-quoted: JSON's double quotes stay as they are (file names and paths hold no ' or &).
  const json = JSON.stringify({ files, routes });
  if (/['&<]/.test(json)) throw new Error(`a route or chunk name needs escaping in ${ROUTES_META}`);
  return `<meta name="${ROUTES_META}" content='${json}'>`;
}

/**
 * The shell's inline script (src/shell-start.ts), bundled on its own, and the element it reads the
 * configuration from, which the deploy (or the local web server) fills in for CONFIG_PLACEHOLDER.
 */
async function shellStart(): Promise<{ config: string; script: string }> {
  const built = await esbuild.build({
    entryPoints: [path.join(webRoot, 'src/shell-start.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    alias: { '@web': path.join(webRoot, 'src'), '@shared': path.join(webRoot, '../shared') },
    logLevel: 'warning',
  });
  const code = built.outputFiles[0]!.text.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error('the shell script holds text that would end its <script> element');
  return {
    config: `<script type="application/json" id="${INLINE_CONFIG_ID}">${CONFIG_PLACEHOLDER}</script>`,
    script: `<script>${code}</script>`,
  };
}

/** The element after the pre-rendered markup that the first paint waits for. */
const PAGE_END = 'page-end';

function page(template: string, urlPath: string, rendered: Prerendered, preloads: string[]): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`web/index.html must contain ${root}`);
  const { hoisted, body } = splitHoisted(rendered.html);
  // Marked as already placed (`data-s`): emotion, starting in the browser, would otherwise move
  // each of these tags to the end of <head> (where they already are) and make the browser restyle
  // and lay out the whole page once more in the middle of hydration. It still reads which styles
  // they hold, so none is inserted twice.
  const styles = rendered.styles.replace(/<style data-emotion=/g, '<style data-s="" data-emotion=');
  // No paint of a half-parsed page: on a slow phone the parser can stop for a frame part-way
  // through the markup (after the long inline CSS), and the browser would paint, say, half of the
  // login card and then move it when the rest arrives (a layout shift). Render-blocking until
  // the page's last element is parsed (Chromium; other browsers ignore it); a few kB later.
  // The style tags last: emotion adopts them where they are and appends its own after them
  // (src/lib/emotion-in-place.ts), and main.tsx puts its preload links before them.
  const head = [
    hoisted,
    modulesMeta(preloads),
    `<link rel="expect" href="#${PAGE_END}" blocking="render">`,
    styles,
  ].join('\n');
  return template
    .replace(/<title>[^<]*<\/title>/, rendered.title ? `<title>${escapeText(rendered.title)}</title>` : '$&')
    .replace('</head>', `${head}\n</head>`)
    .replace(
      root,
      `<div id="root" data-prerendered="${escapeAttr(urlPath)}">${body}</div><span id="${PAGE_END}" hidden></span>`,
    );
}

async function main() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  // The template is Vite's index.html as built (kept as VITE_SHELL), before this script replaces it with the home page.
  const shellPath = path.join(dist, SHELL_FILE);
  const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const viteShell = built.includes('data-prerendered=') ? fs.readFileSync(path.join(dist, VITE_SHELL), 'utf8') : built;
  fs.writeFileSync(path.join(dist, VITE_SHELL), viteShell);

  const entryFiles = new Set<string>();
  // The app, which the entry (main.tsx) imports as soon as the page has painted: every page, the
  // shell included, downloads it at once, beside the entry.
  const bootFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    chunkFiles(manifest, key, entryFiles);
    for (const dep of chunk.dynamicImports ?? []) if (!SHELL_ONLY.has(dep)) chunkFiles(manifest, dep, bootFiles);
  }
  // The entry must not import the app: its modulepreload links would make every page fetch it
  // before its first paint (a pre-rendered page's, a signed-in page's frame).
  const early = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .map((dep) => manifestChunk(manifest, dep)?.file)
    .filter((file): file is string => file !== undefined && entryFiles.has(file));
  if (early.length > 0)
    throw new Error(
      `the entry imports the app's code (${early.join(', ')}): move what it shares with it to the start chunk (web/vite.config.ts)`,
    );
  const jsOf = (files: Set<string>) => [...files].filter((file) => file.endsWith('.js') && !entryFiles.has(file));

  await build({
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
    // Bundled, not loaded from node_modules, so the slim theme (web/slim-chakra-theme.ts) applies as in the browser.
    ssr: { noExternal: ['@chakra-ui/react'] },
  });
  const { render } = (await import(
    pathToFileURL(path.join(ssrOut, 'entry-server.js')).href
  )) as typeof import('./src/entry-server');

  const index: Record<string, string> = {};
  // Chakra's global CSS: the same on every page.
  let globalCss = '';
  for (const [urlPath, module] of Object.entries(PUBLIC_PAGES)) {
    const rendered = await render(urlPath);
    globalCss ||= rendered.globalCss;
    // The site's CSP allows no inline script, and the page must read without JavaScript.
    if (/<script\b(?![^>]*\bsrc=)/i.test(rendered.html))
      throw new Error(`${urlPath} pre-rendered with an inline script`);
    refuseFailedRender(urlPath, rendered.html);
    const files = chunkFiles(manifest, module);
    if (GUARDED.has(urlPath)) chunkFiles(manifest, GUARD_MODULE, files);
    const preloads = [...jsOf(bootFiles), ...jsOf(files).filter((file) => !bootFiles.has(file))];
    const file = fileFor(urlPath);
    fs.writeFileSync(path.join(dist, file), page(viteShell, urlPath, rendered, preloads));
    index[urlPath] = file;
    console.log(
      `  pre-rendered ${urlPath.padEnd(22)} → ${file} (${(rendered.html.length / 1024).toFixed(1)} kB HTML, ${(rendered.styles.length / 1024).toFixed(1)} kB CSS)`,
    );
  }
  fs.writeFileSync(path.join(dist, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);

  // The shell of every other route: Chakra's global CSS, which the browser build leaves to the
  // HTML (web/slim-chakra-theme.ts), and the app's chunks. The shell shows nothing before its code,
  // so nothing is held back for a first paint: the app's chunks are modulepreload links, which the
  // browser finds as it reads the HTML, beside Vite's own (the entry's static imports); the inline
  // script, after #root, adds the route's as it runs (src/shell-start.ts).
  // A framed route's own shell (web/signed-in-frames.ts) carries its frames and their CSS instead of
  // those links: the inline script paints the person's frame, and the entry asks for the app's
  // chunks (the list in the modules meta) once that paint is on screen (main.tsx).
  if (!globalCss.includes('--chakra-colors-brand-500'))
    throw new Error("Chakra's global CSS came out without the theme's tokens");
  const start = await shellStart();
  const bootJs = jsOf(bootFiles);
  // A framed route's shell: its own route in the table, and the icon linked (its page paints first).
  const shell = (head: string[], { body = '', route }: { body?: string; route?: string } = {}) => {
    const root = '<div id="root"></div>';
    const routes = routesMeta(manifest, jsOf, bootFiles, route);
    const html = (route ? viteShell : inlineIcon(viteShell))
      .replace('</head>', `${[modulesMeta(bootJs), ...head, routes, start.config].join('\n')}\n</head>`)
      .replace(root, `${body}${root}\n${start.script}`);
    if (!html.includes(start.script)) throw new Error(`web/index.html must contain ${root}`);
    return html;
  };
  const globalStyle = `<style data-chakra-global>${globalCss}</style>`;
  fs.writeFileSync(
    shellPath,
    shell([...bootJs.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`), globalStyle]),
  );
  console.log(
    `  shell for the other routes          → ${SHELL_FILE} (${(globalCss.length / 1024).toFixed(1)} kB CSS, ${(start.script.length / 1024).toFixed(1)} kB inline script)`,
  );
  const frameShells: Record<string, string> = {};
  for (const frames of await signedInFrames(render)) {
    const file = frameShellFile(frames.pattern);
    fs.writeFileSync(
      path.join(dist, file),
      shell([globalStyle, `<style data-crafti-frames>${frames.css}</style>`], {
        body: `${frames.templates}\n`,
        route: frames.pattern,
      }),
    );
    frameShells[frames.pattern] = file;
    console.log(
      `  its frames for ${frames.pattern.padEnd(20)} → ${file} (${(frames.css.length / 1024).toFixed(1)} kB CSS; ${frames.sizes.join(', ')})`,
    );
  }
  fs.writeFileSync(path.join(dist, FRAME_SHELLS_INDEX), `${JSON.stringify(frameShells, null, 2)}\n`);
}

/**
 * The shell's icon written into its HTML: a signed-in page shows nothing before its code, and on a
 * phone the icon's request would hold one of the six connections to the site while the code waits
 * for one (tests/bench/lighthouse.ts). The pre-rendered pages paint first and link the file.
 */
function inlineIcon(html: string): string {
  const link = 'href="/favicon.png"';
  if (!html.includes(link)) throw new Error(`the shell has no ${link} to inline`);
  return html.replace(
    link,
    `href="data:image/png;base64,${fs.readFileSync(path.join(dist, 'favicon.png')).toString('base64')}"`,
  );
}

await main();
