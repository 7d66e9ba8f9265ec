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

export function slimChakraTheme(): Plugin {
  let building = false;
  return {
    name: 'crafti-slim-chakra-theme',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id, options) {
      if (!building || options?.ssr || !CHAKRA_SYSTEM.test(id)) return null;
      if (!code.includes(GLOBAL_CSS_LINE)) this.error(`Chakra's styled-system/system.js no longer says \`${GLOBAL_CSS_LINE}\`: update web/slim-chakra-theme.ts`);
      return { code: code.replace(GLOBAL_CSS_LINE, 'const _global = [];'), map: null };
    },
    resolveId(source, importer, options) {
      if (building && !options?.ssr && source === './preflight.js' && importer && CHAKRA_SYSTEM.test(importer)) return path.join(webSrc, PREFLIGHT_STAND_IN);
      const replacement = REPLACEMENTS[source];
      if (!replacement || !importer || !CHAKRA_THEME_INDEX.test(importer)) return null;
      return path.join(webSrc, replacement);
    },
  };
}
