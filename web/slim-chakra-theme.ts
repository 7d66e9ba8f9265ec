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

export function slimChakraTheme(): Plugin {
  return {
    name: 'crafti-slim-chakra-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      const replacement = REPLACEMENTS[source];
      if (!replacement || !importer || !CHAKRA_THEME_INDEX.test(importer)) return null;
      return path.join(webSrc, replacement);
    },
  };
}
