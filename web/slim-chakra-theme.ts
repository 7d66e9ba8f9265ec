import path from 'node:path';
import type { Plugin } from 'vite';

const webSrc = path.join(import.meta.dirname, 'src');

/**
 * Chakra's theme module imports every colour palette (with dark-mode values) and 33 keyframes, and
 * the system turns each into CSS variables and rules in the global CSS: first-load JavaScript, and
 * CSS inlined into every pre-rendered page. This swaps those three modules of @chakra-ui/react for
 * trimmed ones (web/src/app/theme-slim/) wherever Chakra's theme imports them, in the browser build
 * and the pre-render build alike (so both compute the same global CSS and hydration adopts it).
 */
const REPLACEMENTS: Record<string, string> = {
  './tokens/colors.js': 'app/theme-slim/colors.ts',
  './semantic-tokens/colors.js': 'app/theme-slim/semantic-colors.ts',
  './tokens/keyframes.js': 'app/theme-slim/keyframes.ts',
};

const CHAKRA_THEME_INDEX = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/;

const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/**
 * The system's global CSS (the reset, the `base` layer with the keyframes, and every token as a
 * CSS variable) is static, and building it is ~40 % of createSystem(), the longest piece of the
 * boot on a phone. The pre-render computes it (its build keeps this line) and ships it in every
 * page it writes, app.html included (web/prerender.ts); the browser build skips it, and swaps the
 * reset's generator (~1 kB gzipped, which the system object still exposes) for an empty one.
 */
const GLOBAL_CSS_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const PREFLIGHT_STAND_IN = 'app/theme-slim/preflight.ts';

/**
 * Making the system is one long piece of work at boot (~50 ms on this machine, four times that on
 * a phone): too long for the browser to answer a tap in between. Built, `createSystem` becomes a
 * generator, `createSystemInSteps`, that pauses between its stages (merging the configs, the token
 * dictionary, the utilities, the rest), so that boot.tsx can let the browser in between them;
 * `createSystem` stays, running the same steps without pausing. The app reaches it through
 * app/chakra-system-steps.ts, which stands in for it where this plugin does not run (the dev
 * server and the unit tests, where Chakra comes pre-bundled and is not transformed).
 */
const SYSTEM_STEPS_STAND_IN = 'app/chakra-system-steps.ts';
const CHAKRA_SYSTEM_FILE = path.join(import.meta.dirname, '../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');

/** A piece of a library module's code and what it becomes; `times`: how often it must occur (1). */
interface Edit {
  anchor: string;
  replacement: string;
  times?: number;
}

const SYSTEM_STEPS: Edit[] = [
  {
    anchor: 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    replacement: [
      'function createSystem(...configs) {',
      '  const steps = createSystemInSteps(...configs);',
      '  let step = steps.next();',
      '  while (!step.done) step = steps.next();',
      '  return step.value;',
      '}',
      'function* createSystemInSteps(...configs) {',
      '  const config = mergeConfigs(...configs);',
      '  yield;',
      '',
    ].join('\n'),
  },
  { anchor: '  const breakpoints = createBreakpoints(', replacement: '  yield;\n  const breakpoints = createBreakpoints(' },
  { anchor: '  function assignComposition() {', replacement: '  yield;\n  function assignComposition() {' },
  { anchor: 'export { createSystem, isValidSystem };', replacement: 'export { createSystem, createSystemInSteps, isValidSystem };' },
];

/**
 * Chakra orders media queries of equal weight with `localeCompare`, and the first `localeCompare`
 * of a page loads the browser's collation data: 20–30 ms on this machine, in the middle of
 * hydrating the first component with a responsive style. The queries are ASCII that Chakra itself
 * writes, so comparing code units gives one fixed order, the same in the pre-render and the browser.
 */
const SORT_AT_PARAMS = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]sort-at-params\.js$/;
const SORT_WITHOUT_COLLATION: Edit[] = [{ anchor: 'a.localeCompare(b)', replacement: '(a < b ? -1 : a > b ? 1 : 0)', times: 3 }];

/** `code` with each edit made; fails (the build) if the library's code no longer matches. */
export function edited(code: string, file: string, edits: Edit[], fail: (message: string) => never): string {
  let out = code;
  for (const { anchor, replacement, times = 1 } of edits) {
    if (out.split(anchor).length !== times + 1) fail(`${file} no longer has \`${anchor.trim()}\` ${times === 1 ? 'once' : `${times} times`}: update web/slim-chakra-theme.ts`);
    out = out.split(anchor).join(replacement);
  }
  return out;
}

export function slimChakraTheme(): Plugin {
  let building = false;
  return {
    name: 'crafti-slim-chakra-theme',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id, options) {
      if (!building) return null;
      const fail = (message: string) => this.error(message);
      if (SORT_AT_PARAMS.test(id)) return { code: edited(code, "Chakra's styled-system/sort-at-params.js", SORT_WITHOUT_COLLATION, fail), map: null };
      if (!CHAKRA_SYSTEM.test(id)) return null;
      const stepped = edited(code, "Chakra's styled-system/system.js", SYSTEM_STEPS, fail);
      // The pre-render computes the global CSS; the browser build leaves it to the HTML.
      if (options?.ssr) return { code: stepped, map: null };
      return { code: edited(stepped, "Chakra's styled-system/system.js", [{ anchor: GLOBAL_CSS_LINE, replacement: 'const _global = [];' }], fail), map: null };
    },
    resolveId(source, importer, options) {
      if (building && importer && path.join(path.dirname(importer), source) === path.join(webSrc, SYSTEM_STEPS_STAND_IN.replace(/\.ts$/, ''))) return CHAKRA_SYSTEM_FILE;
      if (building && !options?.ssr && source === './preflight.js' && importer && CHAKRA_SYSTEM.test(importer)) return path.join(webSrc, PREFLIGHT_STAND_IN);
      const replacement = REPLACEMENTS[source];
      if (!replacement || !importer || !CHAKRA_THEME_INDEX.test(importer)) return null;
      return path.join(webSrc, replacement);
    },
  };
}
