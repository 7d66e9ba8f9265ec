import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_PLACEHOLDER } from './src/lib/config';

/**
 * What web/prerender.ts leaves in web/dist beside Vite's output, for the servers that serve it
 * (CloudFront through infra/constructs/site.ts, locally infra/local/web.ts): every pre-rendered
 * path is its own file, every other path gets the shell and renders in the browser.
 */

/** The empty shell (Vite's index.html as built): the SPA fallback for every path not pre-rendered. */
export const SHELL_FILE = 'app.html';

/** How the content-hashed files under assets/ are served: a file never changes, so kept for a year. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The shell with the runtime configuration (`json`: JSON, or a deploy-time token that becomes it)
 * written into its configuration element (web/src/lib/config.ts), as it is served.
 */
export function shellWithConfig(shell: string, json: string): string {
  if (!shell.includes(CONFIG_PLACEHOLDER)) return shell;
  // In a <script> element, "<" could end it: JSON may write it as \u003c instead.
  return shell.replace(CONFIG_PLACEHOLDER, () => json.replace(/</g, '\\u003c'));
}

/** CSP sources (`'sha256-…'`) for the inline scripts of a page (the shell's one), as written. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`,
  );
}

/** `{ "/explore": "explore.html", ... }`, written by the pre-render step. */
export const PRERENDERED_INDEX = 'prerendered.json';

/** The file a pre-rendered path is written to: `/` is index.html (CloudFront's default root object). */
export const fileFor = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

/** The pre-rendered paths of a build, or none for a build without them (or no build). */
export function readPrerendered(dist: string): Record<string, string> {
  const file = path.join(dist, PRERENDERED_INDEX);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * The signed-in routes that have a shell of their own, with their frames in it (web/signed-in-frames.ts):
 * `{ "/art/:artId": "app-art.html" }`, written by the pre-render step. Every other page path gets
 * the shell, which carries no frame and so nothing it does not need.
 */
export const FRAME_SHELLS_INDEX = 'frame-shells.json';

/** The frame shells of a build by route pattern, or none (a build without them, or no build). */
export function readFrameShells(dist: string): Record<string, string> {
  const file = path.join(dist, FRAME_SHELLS_INDEX);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * A route pattern as a path test, matched as the router matches it: a `:parameter` is one
 * non-empty segment, letters in any case, a trailing slash allowed.
 */
export function patternTest(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/** The shell a page path that was not pre-rendered gets: its route's own, if it has one, else the shell. */
export function shellFileFor(pathname: string, frameShells: Record<string, string>): string {
  return Object.entries(frameShells).find(([pattern]) => patternTest(pattern).test(pathname))?.[1] ?? SHELL_FILE;
}

/**
 * The content-hashed scripts, styles and SVGs are stored twice: as built, and compressed once at
 * build time at brotli's best setting (`<file>.br`, web/precompressed-assets.ts). That is ~8 %
 * smaller than brotli made on the fly, as CloudFront makes it (the first scripts of a signed-in
 * page: 172 → 158 kB), and the cost is paid once per build instead of per cache miss.
 */
export const PRECOMPRESSED_SUFFIX = '.br';

/** The files stored precompressed, by extension, and the type each is served as. */
export const PRECOMPRESSED_TYPES = { js: 'text/javascript', css: 'text/css', svg: 'image/svg+xml' } as const;

/** The paths of the files stored precompressed: the hashed assets of those types. */
export const PRECOMPRESSED_PATH = new RegExp(`^/assets/[^/]+\\.(?:${Object.keys(PRECOMPRESSED_TYPES).join('|')})$`);

/** Whether an Accept-Encoding header takes brotli (every browser the product supports sends `br` over HTTPS). */
export const TAKES_BROTLI = /\bbr\b/;

/**
 * A path whose last part has an extension asks for a file (a script, a picture, config.json);
 * any other path is a page of the app, served the shell unless it was pre-rendered.
 */
export const FILE_PATH = /\.[^/]+$/;

/**
 * The object a request for `uri` is answered with: the precompressed copy when the file has one
 * and the client takes brotli, else the file as built (which the server compresses as it sends).
 * CloudFront's viewer-request function (infra/constructs/site.ts) does the same in its own code.
 */
export function precompressedUri(uri: string, acceptEncoding: string | undefined): string {
  return PRECOMPRESSED_PATH.test(uri) && TAKES_BROTLI.test(acceptEncoding ?? '')
    ? `${uri}${PRECOMPRESSED_SUFFIX}`
    : uri;
}
