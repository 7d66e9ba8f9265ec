/**
 * The painting kit of the demo pictures (../demo-images.ts): the palettes, a seedable random
 * generator, and the strokes every scene uses (wavy ridges, brushwork, colour mixing).
 */

export type Palette = { name: string; colors: [string, string, string, string, string]; light: string; dark: string };

export const PALETTES: Palette[] = [
  {
    name: 'manila-bay',
    colors: ['#2b1b4a', '#8e3b6e', '#e8654a', '#f6a55a', '#ffd58a'],
    light: '#fff1c9',
    dark: '#24142b',
  },
  {
    name: 'mango-narra',
    colors: ['#3e2723', '#7a3b2e', '#c8553d', '#f29e4c', '#ffcf56'],
    light: '#fff4d6',
    dark: '#22140f',
  },
  {
    name: 'jeepney',
    colors: ['#2e294e', '#1b998b', '#d7263d', '#f46036', '#ffd23f'],
    light: '#fdf0d5',
    dark: '#1a1730',
  },
  {
    name: 'capiz-sea',
    colors: ['#264653', '#2a9d8f', '#e76f51', '#e9c46a', '#fdf6e3'],
    light: '#fffaf0',
    dark: '#14272f',
  },
  {
    name: 'sampaguita-dusk',
    colors: ['#2d3047', '#5b8e7d', '#bc4b51', '#f4a259', '#fff8e7'],
    light: '#fffdf5',
    dark: '#1b1d2b',
  },
  { name: 'banig', colors: ['#545e75', '#3f826d', '#c03221', '#f7b32b', '#f2d0a4'], light: '#fbf1e3', dark: '#2a2f3b' },
];

/** mulberry32: a small, fast, seedable generator (the same seed paints the same picture). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashSeed(seed: number, title: string): number {
  let h = (seed * 2654435761) >>> 0;
  for (const c of title) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export interface Canvas {
  w: number;
  h: number;
  rnd: () => number;
  p: Palette;
}

export const r1 = (n: number) => Math.round(n * 10) / 10;
export const between = (rnd: () => number, lo: number, hi: number) => lo + rnd() * (hi - lo);
export const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

/** Mixes two #rrggbb colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A closed band from a smooth wavy top edge down to the bottom of the canvas. */
export function ridge(c: Canvas, baseY: number, amplitude: number, points: number, bottom = c.h): string {
  const ys = Array.from({ length: points + 1 }, () => baseY + between(c.rnd, -amplitude, amplitude));
  const step = c.w / points;
  let d = `M0,${r1(bottom)} L0,${r1(ys[0]!)}`;
  for (let i = 0; i < points; i++) {
    const x0 = i * step;
    const x1 = (i + 1) * step;
    d += ` C${r1(x0 + step / 2)},${r1(ys[i]!)} ${r1(x1 - step / 2)},${r1(ys[i + 1]!)} ${r1(x1)},${r1(ys[i + 1]!)}`;
  }
  return `${d} L${c.w},${r1(bottom)} Z`;
}

/** Short, soft, semi-transparent dabs: the painted look over flat areas. */
export function brushwork(
  c: Canvas,
  area: { x: number; y: number; w: number; h: number },
  colors: string[],
  count: number,
  size: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = area.x + c.rnd() * area.w;
    const y = area.y + c.rnd() * area.h;
    const len = size * between(c.rnd, 0.6, 1.6);
    const angle = between(c.rnd, -25, 25);
    out += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(len)}" ry="${r1(len * between(c.rnd, 0.06, 0.16))}" fill="${pick(c.rnd, colors)}" opacity="${r1(between(c.rnd, 0.06, 0.22) * 100) / 100}" transform="rotate(${r1(angle)} ${r1(x)} ${r1(y)})"/>`;
  }
  return out;
}
