/**
 * Stands in for Chakra's `styled-system/preflight.js` in the browser build (see
 * web/slim-chakra-theme.ts): the reset is part of the global CSS the pre-render ships with the
 * HTML, and the system still exposes its generator, so without this ~1 kB gzipped of it would stay
 * in the first load unused.
 */
export function createPreflight(): Record<string, never> {
  return {};
}
