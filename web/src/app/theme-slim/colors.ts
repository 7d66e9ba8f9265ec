/**
 * Chakra's colour tokens, cut to the palettes Crafti uses (gray, red, orange, yellow, green, blue
 * and the alphas; brand is in app/theme.ts). Stands in for Chakra's own `theme/tokens/colors.js`
 * (see web/slim-chakra-theme.ts): every palette costs first-load JavaScript and a CSS variable per
 * shade in every pre-rendered page. Values as in @chakra-ui/react 3.37.0.
 */
type Scale = Record<string, { value: string }>;

const scale = (values: Record<number, string>): Scale =>
  Object.fromEntries(Object.entries(values).map(([shade, value]) => [shade, { value }]));

const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
const alpha = (rgb: string, opacities: string[]): Scale =>
  Object.fromEntries(shades.map((shade, i) => [String(shade), { value: `rgba(${rgb}, ${opacities[i]})` }]));
const OPACITIES = ['0.04', '0.06', '0.08', '0.16', '0.24', '0.36', '0.48', '0.64', '0.80', '0.92', '0.95'];

export const colors = {
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: '#09090B' },
  white: { value: '#FFFFFF' },
  whiteAlpha: alpha('255, 255, 255', OPACITIES),
  blackAlpha: alpha('0, 0, 0', OPACITIES),
  gray: scale({
    50: '#fafafa',
    100: '#f4f4f5',
    200: '#e4e4e7',
    300: '#d4d4d8',
    400: '#a1a1aa',
    500: '#71717a',
    600: '#52525b',
    700: '#3f3f46',
    800: '#27272a',
    900: '#18181b',
    950: '#111111',
  }),
  red: scale({
    50: '#fef2f2',
    100: '#fee2e2',
    200: '#fecaca',
    300: '#fca5a5',
    400: '#f87171',
    500: '#ef4444',
    600: '#dc2626',
    700: '#991919',
    800: '#511111',
    900: '#300c0c',
    950: '#1f0808',
  }),
  orange: scale({
    50: '#fff7ed',
    100: '#ffedd5',
    200: '#fed7aa',
    300: '#fdba74',
    400: '#fb923c',
    500: '#f97316',
    600: '#ea580c',
    700: '#92310a',
    800: '#6c2710',
    900: '#3b1106',
    950: '#220a04',
  }),
  yellow: scale({
    50: '#fefce8',
    100: '#fef9c3',
    200: '#fef08a',
    300: '#fde047',
    400: '#facc15',
    500: '#eab308',
    600: '#ca8a04',
    700: '#845209',
    800: '#713f12',
    900: '#422006',
    950: '#281304',
  }),
  green: scale({
    50: '#f0fdf4',
    100: '#dcfce7',
    200: '#bbf7d0',
    300: '#86efac',
    400: '#4ade80',
    500: '#22c55e',
    600: '#16a34a',
    700: '#116932',
    800: '#124a28',
    900: '#042713',
    950: '#03190c',
  }),
  blue: scale({
    50: '#eff6ff',
    100: '#dbeafe',
    200: '#bfdbfe',
    300: '#a3cfff',
    400: '#60a5fa',
    500: '#3b82f6',
    600: '#2563eb',
    700: '#173da6',
    800: '#1a3478',
    900: '#14204a',
    950: '#0c142e',
  }),
};
