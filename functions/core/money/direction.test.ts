import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money flows one way: checkout and commissions call the money engine; the engine imports
 * neither (the domains whose payments it routes are handed to it by the API layer), and checkout
 * and commissions import nothing of each other. A file that imports against the direction makes
 * this test fail.
 */
const core = path.dirname(import.meta.dirname);
const DOMAINS = {
  money: path.join(core, 'money'),
  checkout: path.join(core, 'checkout'),
  commissions: path.join(core, 'projects', 'commissions'),
};
const FORBIDDEN: Record<keyof typeof DOMAINS, (keyof typeof DOMAINS)[]> = {
  money: ['checkout', 'commissions'],
  checkout: ['commissions'],
  commissions: ['checkout'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Where each relative or @functions import of a source points. */
export function importTargets(file: string, source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g,
  )) {
    const spec = m[1] ?? m[2]!;
    if (spec.startsWith('.')) found.push(path.resolve(path.dirname(file), spec));
    else if (spec.startsWith('@functions/'))
      found.push(path.join(path.dirname(core), spec.slice('@functions/'.length)));
  }
  return found;
}

const inside = (target: string, dir: string) => target === dir || target.startsWith(dir + path.sep);

export function againstTheDirection(domain: keyof typeof DOMAINS, file: string, source: string): string[] {
  return importTargets(file, source)
    .filter((target) => FORBIDDEN[domain].some((other) => inside(target, DOMAINS[other])))
    .map((target) => `${path.relative(core, file)} imports ${path.relative(core, target)}`);
}

describe('the direction of money imports', () => {
  it('finds an import against the direction in each form', () => {
    const file = path.join(DOMAINS.money, 'x.ts');
    const source = [
      "import * as Checkout from '../checkout/checkout';",
      "export { fund } from '../projects/commissions/funding';",
      "const m = await import('@functions/core/checkout/records');",
      "import { db } from '../db/service';",
    ].join('\n');
    expect(againstTheDirection('money', file, source)).toEqual([
      'money/x.ts imports checkout/checkout',
      'money/x.ts imports projects/commissions/funding',
      'money/x.ts imports checkout/records',
    ]);
    expect(
      againstTheDirection('checkout', path.join(DOMAINS.checkout, 'y.ts'), "import * as Money from '../money/money';"),
    ).toEqual([]);
  });

  it('has the engine import neither checkout nor commissions, and those two import nothing of each other', () => {
    // This file spells imports against the direction out as examples above.
    const offenders = (Object.keys(DOMAINS) as (keyof typeof DOMAINS)[]).flatMap((domain) =>
      sourceFiles(DOMAINS[domain])
        .filter((file) => file !== import.meta.filename)
        .flatMap((file) => againstTheDirection(domain, file, fs.readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
