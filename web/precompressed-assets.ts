import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { PRECOMPRESSED_PATH, PRECOMPRESSED_SUFFIX } from './prerendered';

const brotli = promisify(zlib.brotliCompress);

/** Brotli of a file at its best setting (quality 11, the file's size as a hint), once per build. */
function brotliBest(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Writes beside each hashed script, style and SVG of the build its brotli-compressed copy
 * (web/prerendered.ts: which files, and how the servers pick the copy). The HTML pages are not:
 * the shell gets its configuration written in at deploy time, and the servers compress pages as
 * they send them.
 */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'crafti-precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => PRECOMPRESSED_PATH.test(`/${file.split(path.sep).join('/')}`));
      await Promise.all(
        files.map(async (file) => {
          const built = path.join(outDir, file);
          await fs.writeFile(`${built}${PRECOMPRESSED_SUFFIX}`, await brotliBest(await fs.readFile(built)));
        }),
      );
    },
  };
}
