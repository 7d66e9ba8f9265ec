/**
 * Stands in for Chakra's `styled-system/preflight.js` (see web/slim-chakra-theme.ts): the reset
 * is static CSS, so it is computed once at build time and shipped in <head> of every page
 * (web/reset-css.ts) instead of being built from ~3 kB of JavaScript at every boot. The system's
 * reset layer is left empty here, in the browser build and the pre-render alike.
 */
export function createPreflight(): Record<string, never> {
  return {};
}
