/**
 * A solid red button's colours that keep white text readable when hovered too (4.5:1): the red
 * palette's own hover (its solid at 90%) comes to 4.3:1. Spread on a Button: `<Button {...DANGER_SOLID}>`.
 */
export const DANGER_SOLID = { colorPalette: 'red', bg: 'red.700', _hover: { bg: 'red.800' } } as const;
