/**
 * The keyframes of the animations Crafti's recipes use (spinner, skeleton) and Chakra's animation
 * tokens name; Chakra's full set is 33, each in the global CSS of every page. Stands in for
 * Chakra's `theme/tokens/keyframes.js` (web/slim-chakra-theme.ts).
 */
export const keyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  ping: { '75%, 100%': { transform: 'scale(2)', opacity: '0' } },
  bounce: {
    '0%, 100%': { transform: 'translateY(-25%)', animationTimingFunction: 'cubic-bezier(0.8,0,1,1)' },
    '50%': { transform: 'none', animationTimingFunction: 'cubic-bezier(0,0,0.2,1)' },
  },
  'bg-position': {
    from: { backgroundPosition: 'var(--animate-from, 1rem) 0' },
    to: { backgroundPosition: 'var(--animate-to, 0) 0' },
  },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
};
