import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-tree';

/**
 * A write's side effects go on its transaction's `fx` and a read-then-write retries through
 * `retryOnConflict` (functions/core/db/transactions.ts and write.ts), so no module keeps an array of effects it must empty again
 * before each build (`notices.length = 0`) or writes its own read, commit and retry loop
 * (`for (let attempt ...`). A file under functions/ other than db/write.ts (and the tests)
 * holding either makes this test fail.
 */
const functionsDir = path.resolve(import.meta.dirname, '../../functions');
const OWNER = path.join(functionsDir, 'core/db/write.ts');
const PATTERNS = [/\blength = 0\b/, /for \(let attempt\b/];

/** The lines of `source` that reset an array or loop over attempts by hand. */
export function handWritten(source: string): string[] {
  return source.split('\n').filter((line) => PATTERNS.some((pattern) => pattern.test(line)));
}

describe('how functions/ commits', () => {
  it('finds a reset array and a hand-written retry loop', () => {
    const source = [
      'const notices: Notice[] = [];',
      '  notices.length = 0;',
      'for (let attempt = 0; attempt < 4; attempt++) {',
      '  for (let attempt = 1; ; attempt++) {',
      // Not these.
      'if (items.length === 0) return;',
      'for (let i = 0; i < missing.length; i += 8) {',
      'const attempts = 3;',
    ].join('\n');
    expect(handWritten(source)).toEqual([
      '  notices.length = 0;',
      'for (let attempt = 0; attempt < 4; attempt++) {',
      '  for (let attempt = 1; ; attempt++) {',
    ]);
  });

  it('has no file under functions/ but db/write.ts resetting an array or retrying by hand', () => {
    const files = sourceFiles(functionsDir, /\.(ts|tsx|mts|js|mjs)$/).filter(
      (file) => file !== OWNER && !/\.test\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      handWritten(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(functionsDir, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
