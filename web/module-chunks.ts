import path from 'node:path';
import type { Plugin } from 'vite';

/** Written beside Vite's manifest: each source module of the app (relative to web/) → the chunk file it ended up in. */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Vite's manifest names a module only when it starts a chunk (an entry, or what a dynamic import
 * loads); a module that a code-splitting group merges into a chunk (vite.config.ts) has no entry
 * of its own. web/prerender.ts looks a page's modules up here when the manifest does not have them.
 */
export function moduleChunks(): Plugin {
  let root = '';
  return {
    name: 'crafti-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      // Not for the pre-render's server build, which has no manifest.
      if (this.environment.config.build.ssr) return;
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (!path.isAbsolute(id) || id.includes('node_modules')) continue;
          chunks[path.relative(root, id).split(path.sep).join('/')] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}
