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
const KEYFRAMES = 'app/theme-slim/keyframes.ts';
const KEYFRAME_NAMES = 'app/theme-slim/keyframe-names.ts';

const REPLACEMENTS: Record<string, string> = {
  './tokens/colors.js': 'app/theme-slim/colors.ts',
  './semantic-tokens/colors.js': 'app/theme-slim/semantic-colors.ts',
  './tokens/keyframes.js': KEYFRAMES,
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

/** A piece of a library module's code and what it becomes; `times`: how often it must occur (1). */
interface Edit {
  anchor: string;
  replacement: string;
  times?: number;
}

/** Chakra's styled-system module `name` (a file of @chakra-ui/react/dist/esm/styled-system/). */
const styledSystemModule = (name: string) =>
  new RegExp(`@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]styled-system[\\\\/]${name}\\.js$`);

/** `name` (a function of the module) made a generator, `${name}InSteps`; `name` runs all its steps at once. */
const inSteps = (name: string, params: string): Edit => ({
  anchor: `function ${name}(${params}) {\n`,
  replacement: [
    `function ${name}(${params}) {`,
    `  const steps = ${name}InSteps(${params});`,
    '  let step = steps.next();',
    '  while (!step.done) step = steps.next();',
    '  return step.value;',
    '}',
    `function* ${name}InSteps(${params}) {`,
    '',
  ].join('\n'),
});
/** A pause before `anchor`. */
const pauseBefore = (anchor: string): Edit => ({ anchor, replacement: `  yield;\n${anchor}` });

/**
 * Making the system is one long piece of work at boot (~50 ms on this machine, four times that on
 * a phone): too long for the browser to answer a tap in between. Built, Chakra's `createSystem`
 * becomes a generator, `createSystemInSteps`, that pauses between its stages (merging the configs,
 * each stage of the token dictionary, the breakpoints and conditions, the utilities, the rest), so
 * that boot.tsx can let the browser in between them; `createSystem` stays, running the same steps
 * without pausing. The app reaches it through app/chakra-system-steps.ts, which stands in for it
 * where this plugin does not run (the dev server and the unit tests, where Chakra comes pre-bundled
 * and is not transformed).
 */
const SYSTEM_STEPS_STAND_IN = 'app/chakra-system-steps.ts';
const CHAKRA_SYSTEM_FILE = path.join(
  import.meta.dirname,
  '../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
);
const IN_STEPS: { module: RegExp; file: string; edits: Edit[] }[] = [
  {
    module: CHAKRA_SYSTEM,
    file: "Chakra's styled-system/system.js",
    edits: [
      inSteps('createSystem', '...configs'),
      pauseBefore('  const layers = createLayers(config);'),
      {
        anchor: "import { createTokenDictionary } from './token-dictionary.js';",
        replacement: "import { createTokenDictionaryInSteps } from './token-dictionary.js';",
      },
      {
        anchor: '  const tokens = createTokenDictionary({',
        replacement: '  const tokens = yield* createTokenDictionaryInSteps({',
      },
      pauseBefore('  const breakpoints = createBreakpoints('),
      {
        anchor: "import { createUtility } from './utility.js';",
        replacement: "import { createUtilityInSteps } from './utility.js';",
      },
      {
        anchor: '  const utility = createUtility({',
        replacement: '  yield;\n  const utility = yield* createUtilityInSteps({',
      },
      pauseBefore('  function assignComposition() {'),
      {
        anchor: 'export { createSystem, isValidSystem };',
        replacement: 'export { createSystem, createSystemInSteps, isValidSystem };',
      },
    ],
  },
  {
    module: styledSystemModule('token-dictionary'),
    file: "Chakra's styled-system/token-dictionary.js",
    edits: [
      inSteps('createTokenDictionary', 'options'),
      {
        anchor: '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n',
        replacement: '  function* build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    yield;\n',
      },
      {
        anchor:
          '    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    setupViews();\n',
        replacement:
          '    expandTokenReferences$1();\n    yield;\n    applyMiddlewares("post");\n    applyTransforms("post");\n    yield;\n    setupViews();\n',
      },
      { anchor: '  build();\n  return dictionary;', replacement: '  yield;\n  yield* build();\n  return dictionary;' },
      {
        anchor: 'export { createTokenDictionary, tokenCategories };',
        replacement: 'export { createTokenDictionary, createTokenDictionaryInSteps, tokenCategories };',
      },
    ],
  },
  {
    module: styledSystemModule('utility'),
    file: "Chakra's styled-system/utility.js",
    edits: [
      inSteps('createUtility', 'options'),
      {
        anchor:
          '  function build() {\n    assignShorthands();\n    assignColorPaletteProperty();\n    assignProperties();\n',
        replacement:
          '  function* build() {\n    assignShorthands();\n    assignColorPaletteProperty();\n    assignProperties();\n    yield;\n',
      },
      { anchor: '  build();\n  const hasShorthand', replacement: '  yield* build();\n  const hasShorthand' },
      { anchor: 'export { createUtility };', replacement: 'export { createUtility, createUtilityInSteps };' },
    ],
  },
];

/**
 * Chakra orders media queries of equal weight with `localeCompare`, and the first `localeCompare`
 * of a page loads the browser's collation data: 20–30 ms on this machine, in the middle of
 * hydrating the first component with a responsive style. The queries are ASCII that Chakra itself
 * writes, so comparing code units gives one fixed order, the same in the pre-render and the browser.
 */
const SORT_WITHOUT_COLLATION = {
  module: styledSystemModule('sort-at-params'),
  file: "Chakra's styled-system/sort-at-params.js",
  edits: [{ anchor: 'a.localeCompare(b)', replacement: '(a < b ? -1 : a > b ? 1 : 0)', times: 3 }],
};

/** `code` with each edit made; fails (the build) if the library's code no longer matches. */
export function edited(code: string, file: string, edits: Edit[], fail: (message: string) => never): string {
  let out = code;
  for (const { anchor, replacement, times = 1 } of edits) {
    if (out.split(anchor).length !== times + 1)
      fail(
        `${file} no longer has \`${anchor.trim()}\` ${times === 1 ? 'once' : `${times} times`}: update web/slim-chakra-theme.ts`,
      );
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
      let out = code;
      for (const { module, file, edits } of [...IN_STEPS, SORT_WITHOUT_COLLATION])
        if (module.test(id)) out = edited(out, file, edits, fail);
      // The pre-render computes the global CSS; the browser build leaves it to the HTML.
      if (!options?.ssr && CHAKRA_SYSTEM.test(id))
        out = edited(
          out,
          "Chakra's styled-system/system.js",
          [{ anchor: GLOBAL_CSS_LINE, replacement: 'const _global = [];' }],
          fail,
        );
      return out === code ? null : { code: out, map: null };
    },
    resolveId(source, importer, options) {
      if (
        building &&
        importer &&
        path.join(path.dirname(importer), source) === path.join(webSrc, SYSTEM_STEPS_STAND_IN.replace(/\.ts$/, ''))
      )
        return CHAKRA_SYSTEM_FILE;
      if (building && !options?.ssr && source === './preflight.js' && importer && CHAKRA_SYSTEM.test(importer))
        return path.join(webSrc, PREFLIGHT_STAND_IN);
      const replacement = REPLACEMENTS[source];
      if (!replacement || !importer || !CHAKRA_THEME_INDEX.test(importer)) return null;
      // The keyframes' rules are in the pre-rendered global CSS: the browser needs only their names.
      if (building && !options?.ssr && replacement === KEYFRAMES) return path.join(webSrc, KEYFRAME_NAMES);
      return path.join(webSrc, replacement);
    },
  };
}
