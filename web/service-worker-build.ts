import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Builds the service worker (web/src/sw/service-worker.ts) on its own into `/sw.js` at the root
 * of the build: a worker's address is its scope (the whole site from `/`), it must keep that one
 * name across builds (the browser compares its bytes to update it), and it is bundled with only
 * the few modules it imports (the chat outbox's rules), out of the app's chunks. Served without long caching (CloudFront: with the
 * pages, no-cache; locally infra/local/web.ts).
 */
export const SERVICE_WORKER_FILE = 'sw.js';

export function serviceWorkerBuild(): Plugin {
  let outDir = '';
  return {
    name: 'crafti-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await build({
        entryPoints: [path.join(import.meta.dirname, 'src/sw/service-worker.ts')],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        outfile: path.join(outDir, SERVICE_WORKER_FILE),
        logLevel: 'warning',
      });
    },
  };
}
