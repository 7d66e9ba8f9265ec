import { defaultBaseConfig, defineConfig, defineLayerStyles, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { createSystemInSteps } from './chakra-system-steps';

/**
 * Of Chakra's layer styles, the ones its recipes here use (button and input: `disabled`), as
 * Chakra defines them; the rest (fill.*, outline.*, indicator.*) cost first-load bytes for nothing.
 */
const layerStyles = defineLayerStyles({
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
  none: { value: {} },
});

/**
 * The project's Chakra system, built from only the recipes the app uses (the default
 * system ships every recipe, which costs ~60 kB of the first-load budget). Add a recipe
 * here when a screen starts using its component. Its colour palettes and keyframes are cut to
 * what the app uses, too (web/slim-chakra-theme.ts): add a palette there before using it. No
 * animation styles (`animationStyle`), no dark mode.
 */
const config = defineConfig({
  // The reset, like the rest of the global CSS, comes with the HTML (web/slim-chakra-theme.ts).
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // The fixed navigation bar (64 px) covers the top of the window: whatever is scrolled to
    // (a focused field, a message brought into view, an anchor) stops below it.
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '20', scrollPaddingBottom: '4' },
    // A visitor who asks their system for less motion gets none: transitions and animations end at
    // once (a spinner stands still; its label still says it is loading), nothing scrolls smoothly.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
    // A field focused by its error shows its label above it and its message below it too.
    'input, select, textarea': { scrollMarginTop: '10', scrollMarginBottom: '12' },
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '2',
      zIndex: 'skipLink',
      bg: 'bg',
      px: '3',
      py: '2',
      borderRadius: 'md',
    },
    '.skip-link:focus': { left: '2' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: {
        ...tokens.colors,
        brand: {
          50: { value: '#fdf4ee' },
          100: { value: '#f9e2d2' },
          200: { value: '#f1c1a1' },
          300: { value: '#e79a6d' },
          400: { value: '#d9743f' },
          500: { value: '#b4532a' },
          600: { value: '#944222' },
          700: { value: '#76341d' },
          800: { value: '#5c2919' },
          900: { value: '#3f1c12' },
          950: { value: '#26100a' },
        },
      },
      fonts: {
        ...tokens.fonts,
        heading: { value: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Field errors in red.700, not the default red.500 (3.8:1 on white): 4.5:1 is the bar.
        fg: { ...semanticTokens.colors?.fg, error: { value: '{colors.red.700}' } },
        brand: {
          // brand.600 under white text: 7.5:1, and still over 4.5:1 at the 90% the hover state uses.
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
    textStyles,
    layerStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

let made: SystemContext | undefined;

/**
 * The system, made on first use rather than when this module loads: making it is the longest piece
 * of the boot on a phone. boot() makes it ahead with makeAppSystem().
 */
export function appSystem(): SystemContext {
  if (!made) {
    const steps = createSystemInSteps(defaultBaseConfig, config);
    let step = steps.next();
    while (!step.done) step = steps.next();
    made = step.value;
  }
  return made;
}

/** Makes the system in steps, letting the browser in between them (`pause`): no one long task. */
export async function makeAppSystem(pause: () => Promise<void>): Promise<void> {
  if (made) return;
  const steps = createSystemInSteps(defaultBaseConfig, config);
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  made ??= step.value;
}
