/**
 * Chakra's semantic colour tokens for the palettes in ./colors.ts, light values only: Crafti has
 * no dark mode (nothing sets Chakra's `.dark` class), so the dark half would be dead CSS in every
 * page. Stands in for Chakra's `theme/semantic-tokens/colors.js` (web/slim-chakra-theme.ts).
 */
type Tokens = Record<string, { value: string }>;

/** Each value names a colour token: `gray.50` is `{colors.gray.50}`. */
const group = (entries: Record<string, string>): Tokens =>
  Object.fromEntries(Object.entries(entries).map(([key, path]) => [key, { value: `{colors.${path}}` }]));

/** What Chakra derives from a palette for `colorPalette="…"`; `contrast` is a plain CSS colour there. */
const palette = (name: string, contrast: string, over: Record<string, string> = {}): Tokens => ({
  contrast: { value: contrast },
  ...group({
    fg: `${name}.700`,
    subtle: `${name}.100`,
    muted: `${name}.200`,
    emphasized: `${name}.300`,
    solid: `${name}.600`,
    focusRing: `${name}.500`,
    border: `${name}.500`,
    ...over,
  }),
});

export const semanticColors = {
  bg: group({
    DEFAULT: 'white',
    subtle: 'gray.50',
    muted: 'gray.100',
    emphasized: 'gray.200',
    inverted: 'black',
    panel: 'white',
    error: 'red.50',
    warning: 'orange.50',
    success: 'green.50',
    info: 'blue.50',
  }),
  fg: group({
    DEFAULT: 'black',
    muted: 'gray.600',
    subtle: 'gray.400',
    inverted: 'gray.50',
    error: 'red.500',
    warning: 'orange.600',
    success: 'green.600',
    info: 'blue.600',
  }),
  border: group({
    DEFAULT: 'gray.200',
    muted: 'gray.100',
    subtle: 'gray.50',
    emphasized: 'gray.300',
    inverted: 'gray.800',
    error: 'red.500',
    warning: 'orange.500',
    success: 'green.500',
    info: 'blue.500',
  }),
  gray: palette('gray', '{colors.white}', {
    fg: 'gray.800',
    subtle: 'gray.100',
    muted: 'gray.200',
    emphasized: 'gray.300',
    solid: 'gray.900',
    focusRing: 'gray.400',
    border: 'gray.200',
  }),
  red: palette('red', 'white'),
  orange: palette('orange', 'white'),
  green: palette('green', 'white'),
  blue: palette('blue', 'white'),
  yellow: palette('yellow', 'black', { fg: 'yellow.800', solid: 'yellow.300' }),
};
