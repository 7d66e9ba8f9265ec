/**
 * A solid button in the brand's darker shade, which keeps white text readable (4.5:1) when hovered
 * too. Spread on a Button: `<Button {...BRAND_SOLID}>`, or as a FormModal's `submitProps`.
 */
export const BRAND_SOLID = { bg: 'brand.700', color: 'white', _hover: { bg: 'brand.800' } } as const;
