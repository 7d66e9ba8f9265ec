import fs from 'node:fs';
import path from 'node:path';

/** Installed packages, build and test output, local data: nothing here is written by hand. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'cdk.out', 'test-results', 'playwright-report', 'coverage']);

/**
 * The files under `dir` whose names match `name`, hidden and generated folders left out: what the
 * repository's guards (file length, import circles, how functions/ commits) read.
 */
export function sourceFiles(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(full, name);
    return entry.isFile() && name.test(entry.name) ? [full] : [];
  });
}
