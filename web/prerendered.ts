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
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
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
