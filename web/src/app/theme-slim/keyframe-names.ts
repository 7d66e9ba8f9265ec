import type { keyframes as Keyframes } from './keyframes';

/**
 * The browser build's stand-in for ./keyframes.ts (web/slim-chakra-theme.ts): the keyframes' rules
 * are in the global CSS the pre-render ships with every page, and the system in the browser only
 * needs their names (the values of `animationName`), not their bodies.
 */
export const keyframes: Record<keyof typeof Keyframes, object> = {
  spin: {},
  pulse: {},
  ping: {},
  bounce: {},
  'bg-position': {},
  'fade-in': {},
  'fade-out': {},
};
