import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTION_ENTRIES, functionBuildOptions, functionEntry, REPO_ROOT } from '../constructs/bundling';

/**
 * The functions as they ship, for a local stack that runs them instead of their sources (the
 * browser tests do): each built exactly as CDK builds it (minified, the SDK trimmed by the
 * bundling's aliases, the credential chain replaced), so what only the bundles do (a trimmed
 * import, a name lost to minification) fails a test here rather than on AWS.
 *
 * A package kept beside a bundle (sharp) is found through a link to the repository's
 * node_modules next to the bundles, as CDK installs it beside the deployed one.
 */
export interface LambdaBundles {
  /** The URL to import the bundle of a function by its entry under functions/ (`api/tags/handler.ts`). */
  urlOf(file: string): string;
  remove(): void;
}

/** Builds every function into `dir` (made anew), `<dir>/<function>/index.mjs`. */
export async function buildLambdaBundles(dir: string): Promise<LambdaBundles> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await Promise.all(
    FUNCTION_ENTRIES.map((fn) => build({ ...functionBuildOptions(fn), outfile: path.join(dir, fn.name, 'index.mjs') })),
  );
  return {
    urlOf: (file) => pathToFileURL(path.join(dir, functionEntry(`functions/${file}`).name, 'index.mjs')).href,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
