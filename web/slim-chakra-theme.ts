import path from 'node:path';
import type { Plugin } from 'vite';
import { chakraResetCss } from './reset-css';

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

/**
 * The system's CSS reset: static, so it is built here once into a <style> in <head> of
 * index.html (and so of every pre-rendered page, web/prerender.ts) and the system's own
 * generator (~1 kB gzipped of first-load JavaScript) is swapped for an empty one.
 */
const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const PREFLIGHT_STAND_IN = 'app/theme-slim/preflight.ts';

/**
 * The rest of the system's global CSS (the `base` layer with the keyframes, and every token as a
 * CSS variable) is static too, and building it is ~40 % of createSystem(), the longest piece of
 * the boot on a phone. The pre-render computes it (its build keeps this line) and ships it in
 * every page it writes, app.html included (web/prerender.ts); the browser build skips it.
 */
const GLOBAL_CSS_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

export function slimChakraTheme(): Plugin {
  let resetCss: Promise<string> | undefined;
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
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === './preflight.js' && CHAKRA_SYSTEM.test(importer)) return path.join(webSrc, PREFLIGHT_STAND_IN);
      const replacement = REPLACEMENTS[source];
      if (!replacement || !CHAKRA_THEME_INDEX.test(importer)) return null;
      return path.join(webSrc, replacement);
    },
    async transformIndexHtml() {
      resetCss ??= chakraResetCss(path.join(webSrc, '../..'));
      // Before the styles emotion adds (the pre-render's inline ones and the browser's): the reset layer comes first, as Chakra orders it.
      return [{ tag: 'style', attrs: { 'data-chakra-reset': '' }, children: await resetCss, injectTo: 'head' }];
    },
  };
}
