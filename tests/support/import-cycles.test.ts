import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-tree';

/**
 * No module imports itself through others (issue 48 §7): a circle, even of types only, means two
 * files are one idea cut in the wrong place, and a value circle can hand a module an import that
 * is not yet defined. Imports are read from the source (static, dynamic, `export … from`), with
 * the @shared, @functions and @web aliases resolved.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const ROOTS = ['shared', 'functions', 'web/src', 'infra', 'tests'];
const ALIASES: Record<string, string> = { '@shared/': 'shared/', '@functions/': 'functions/', '@web/': 'web/src/' };

function resolveImport(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  const base = alias
    ? path.join(REPO, ALIASES[alias]! + spec.slice(alias.length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

export function importsOf(file: string, text: string): string[] {
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return [...new Set(specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null))];
}

/** The strongly connected groups of more than one file (Tarjan), each sorted. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import circles', () => {
  it('finds a circle, of types too, and nothing where there is none', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    const file = path.join(REPO, 'shared/x.ts');
    expect(importsOf(file, "import type { A } from './money';\nexport * from './fulfilment';")).toEqual([
      path.join(REPO, 'shared/money.ts'),
      path.join(REPO, 'shared/fulfilment.ts'),
    ]);
  });

  it('has none in the repository', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(path.join(REPO, root), /\.tsx?$/));
    const graph = new Map(files.map((file) => [file, importsOf(file, fs.readFileSync(file, 'utf8'))]));
    const found = circles(graph).map((group) => group.map((file) => path.relative(REPO, file)));
    expect(found).toEqual([]);
  });
});
