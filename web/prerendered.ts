import fs from 'node:fs';
import path from 'node:path';

/**
 * What web/prerender.ts leaves in web/dist beside Vite's output, for the servers that serve it
 * (CloudFront through infra/constructs/site.ts, locally infra/local/web.ts): every pre-rendered
 * path is its own file, every other path gets the shell and renders in the browser.
 */

/** The empty shell (Vite's index.html as built): the SPA fallback for every path not pre-rendered. */
export const SHELL_FILE = 'app.html';

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
