import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Chakra's CSS reset (its "preflight") as a stylesheet, for web/slim-chakra-theme.ts to put in
 * <head> of index.html: the same rules, in the same `reset` layer, Chakra would have generated at
 * boot. Read from the installed @chakra-ui/react, so an upgrade brings its reset along.
 */
type Declarations = Record<string, string | number>;

const PREFLIGHT = 'node_modules/@chakra-ui/react/dist/esm/styled-system/preflight.js';

/** `WebkitTextSizeAdjust` → `-webkit-text-size-adjust`; custom properties stay as they are. */
export function cssProperty(name: string): string {
  if (name.startsWith('--')) return name;
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return kebab.startsWith('ms-') ? `-${kebab}` : kebab;
}

/** Properties Safari still reads only (or more fully) with its prefix; emotion would add it. */
const WEBKIT_TOO = new Set(['user-select', 'text-decoration']);

/** Flat rules (selector → declarations) as CSS inside one cascade layer. */
export function layeredCss(layer: string, rules: Record<string, Declarations>): string {
  const body = Object.entries(rules)
    .map(([selector, declarations]) => {
      const decls = Object.entries(declarations).flatMap(([name, value]) => {
        if (typeof value === 'object') throw new Error(`nested rule under ${selector}: the reset is expected to be flat`);
        const property = cssProperty(name);
        return WEBKIT_TOO.has(property) ? [`-webkit-${property}:${value}`, `${property}:${value}`] : [`${property}:${value}`];
      });
      return `${selector}{${decls.join(';')}}`;
    })
    .join('');
  return `@layer ${layer}{${body}}`;
}

export async function chakraResetCss(repoRoot: string): Promise<string> {
  const { createPreflight } = (await import(pathToFileURL(path.join(repoRoot, PREFLIGHT)).href)) as {
    createPreflight(options: { preflight: boolean }): Record<string, Declarations>;
  };
  return layeredCss('reset', createPreflight({ preflight: true }));
}
