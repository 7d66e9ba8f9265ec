import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports run one way: the entry points (functions/api, functions/ws, functions/events) and the
 * request path (functions/lib) import core; core never imports them. What core needs below the
 * request (logging, metrics) lives in core itself (core/observability/). A file under
 * functions/core that imports from one of the upper layers makes this test fail.
 */
const core = import.meta.dirname;
const functionsDir = path.dirname(core);
const UPPER = ['lib', 'api', 'ws', 'events'].map((dir) => path.join(functionsDir, dir));

/** Every module specifier of a source: static imports and re-exports, dynamic imports, vi.mock. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require|vi\.mock|vi\.doMock)\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** Where a specifier points in the repository, or undefined for a package. */
function resolve(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith('@functions/')) return path.join(functionsDir, specifier.slice('@functions/'.length));
  return undefined;
}

/** The imports of `file` (a path under functions/core) that reach up into lib, api, ws or events. */
export function upwardImports(file: string, source: string): string[] {
  return specifiers(source).filter((specifier) => {
    const target = resolve(file, specifier);
    return target !== undefined && UPPER.some((dir) => target === dir || target.startsWith(dir + path.sep));
  });
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('layering of functions/core', () => {
  it('finds an upward import in every form it can take', () => {
    const file = path.join(core, 'checkout/start.ts');
    const source = [
      "import { log } from '../../lib/log';",
      "import type { Caller } from '@functions/lib/caller';",
      "export { handler } from '../../api/cart/handler';",
      "const ws = await import('../../ws/handler');",
      "vi.mock('../../events/object-created', () => ({}));",
      "import '../../lib/text';",
      // Not upward: core itself, shared code, packages.
      "import { Metrics } from '../observability/metrics';",
      "import { MESSAGES } from '@shared/schemas/accounts';",
      "import { z } from 'zod';",
      "import { libThing } from '../../library/x';",
    ].join('\n');
    expect(upwardImports(file, source)).toEqual([
      '../../lib/log',
      '@functions/lib/caller',
      '../../api/cart/handler',
      '../../lib/text',
      '../../ws/handler',
      '../../events/object-created',
    ]);
  });

  it('has no file under functions/core importing from functions/lib, api, ws or events', () => {
    // This file spells upward imports out as examples above.
    const files = sourceFiles(core).filter((file) => file !== import.meta.filename);
    const offenders = files.flatMap((file) =>
      upwardImports(file, fs.readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(functionsDir, file)} imports ${specifier}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
