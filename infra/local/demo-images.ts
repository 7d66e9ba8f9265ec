/**
 * Pictures for the local seed's demo arts, painted here as SVG and rendered by sharp into JPEGs
 * the size of a photographed artwork (1200×900, or 900×1200 for portraits and some seeds;
 * 100–400 kB), so the uploads, the object-created check and the image variants run on what
 * real artists upload. No downloads: every picture is drawn from its seed.
 *
 * Scenes, in warm palettes of the islands (Manila Bay sunsets, mango and narra, jeepney paint,
 * capiz and sea, banig mats): a sunset over hills or the sea with coconut palms, rice terraces at
 * dawn, a still life of market fruit, a Filipiniana portrait silhouette, parol lanterns at
 * night, an abstract of colour fields and a banig weave. A title that names one ("Rice Terraces
 * at Dawn", "Fiesta Lanterns") gets that scene; otherwise the seed chooses.
 */

type Palette = { name: string; colors: [string, string, string, string, string]; light: string; dark: string };

const PALETTES: Palette[] = [
  { name: 'manila-bay', colors: ['#2b1b4a', '#8e3b6e', '#e8654a', '#f6a55a', '#ffd58a'], light: '#fff1c9', dark: '#24142b' },
  { name: 'mango-narra', colors: ['#3e2723', '#7a3b2e', '#c8553d', '#f29e4c', '#ffcf56'], light: '#fff4d6', dark: '#22140f' },
  { name: 'jeepney', colors: ['#2e294e', '#1b998b', '#d7263d', '#f46036', '#ffd23f'], light: '#fdf0d5', dark: '#1a1730' },
  { name: 'capiz-sea', colors: ['#264653', '#2a9d8f', '#e76f51', '#e9c46a', '#fdf6e3'], light: '#fffaf0', dark: '#14272f' },
  { name: 'sampaguita-dusk', colors: ['#2d3047', '#5b8e7d', '#bc4b51', '#f4a259', '#fff8e7'], light: '#fffdf5', dark: '#1b1d2b' },
  { name: 'banig', colors: ['#545e75', '#3f826d', '#c03221', '#f7b32b', '#f2d0a4'], light: '#fbf1e3', dark: '#2a2f3b' },
];

/** mulberry32: a small, fast, seedable generator (the same seed paints the same picture). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashSeed(seed: number, title: string): number {
  let h = (seed * 2654435761) >>> 0;
  for (const c of title) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

interface Canvas {
  w: number;
  h: number;
  rnd: () => number;
  p: Palette;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const between = (rnd: () => number, lo: number, hi: number) => lo + rnd() * (hi - lo);
const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

/** Mixes two #rrggbb colours (t = 0 gives a, 1 gives b). */
function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + (pb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** A closed band from a smooth wavy top edge down to the bottom of the canvas. */
function ridge(c: Canvas, baseY: number, amplitude: number, points: number, bottom = c.h): string {
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
function brushwork(c: Canvas, area: { x: number; y: number; w: number; h: number }, colors: string[], count: number, size: number): string {
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

function coconutPalm(c: Canvas, x: number, groundY: number, height: number, color: string): string {
  const lean = between(c.rnd, -0.35, 0.35) * height;
  const topX = x + lean;
  const topY = groundY - height;
  let out = `<path d="M${r1(x)},${r1(groundY)} Q${r1(x + lean * 0.2)},${r1(groundY - height * 0.55)} ${r1(topX)},${r1(topY)}" stroke="${color}" stroke-width="${r1(height * 0.045)}" fill="none" stroke-linecap="round"/>`;
  const fronds = 7 + Math.floor(c.rnd() * 3);
  for (let i = 0; i < fronds; i++) {
    const angle = (i / fronds) * Math.PI * 2 + between(c.rnd, -0.2, 0.2);
    const len = height * between(c.rnd, 0.32, 0.45);
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(angle) * len * 0.55;
    const my = topY + Math.sin(angle) * len * 0.3 - len * 0.22;
    const wdt = height * 0.035;
    out += `<path d="M${r1(topX)},${r1(topY)} Q${r1(mx)},${r1(my - wdt)} ${r1(ex)},${r1(ey)} Q${r1(mx)},${r1(my + wdt)} ${r1(topX)},${r1(topY)} Z" fill="${color}"/>`;
  }
  out += `<circle cx="${r1(topX)}" cy="${r1(topY + height * 0.02)}" r="${r1(height * 0.03)}" fill="${color}"/>`;
  return out;
}

function sunset(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const [deep, dusk, ember, glow, gold] = p.colors;
  const horizon = h * between(rnd, 0.52, 0.62);
  const sun = { x: w * between(rnd, 0.28, 0.72), y: horizon - h * between(rnd, 0.06, 0.16), r: h * between(rnd, 0.06, 0.09) };
  const sea = rnd() < 0.5;
  let body = `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="0.45" stop-color="${dusk}"/><stop offset="0.8" stop-color="${ember}"/><stop offset="1" stop-color="${glow}"/></linearGradient>
    <radialGradient id="halo"><stop offset="0" stop-color="${gold}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(ember, deep, 0.35)}"/><stop offset="1" stop-color="${mix(deep, p.dark, 0.5)}"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h: horizon }, [gold, glow, dusk, p.light], 260, w * 0.05);
  // Clouds: long soft streaks lit from below.
  for (let i = 0; i < 6; i++) {
    const y = horizon * between(rnd, 0.15, 0.75);
    const x = w * between(rnd, -0.1, 0.9);
    body += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w * between(rnd, 0.12, 0.28))}" ry="${r1(h * between(rnd, 0.008, 0.02))}" fill="${mix(gold, dusk, rnd() * 0.6)}" opacity="0.55"/>`;
  }
  body += `<circle cx="${r1(sun.x)}" cy="${r1(sun.y)}" r="${r1(sun.r * 5)}" fill="url(#halo)"/><circle cx="${r1(sun.x)}" cy="${r1(sun.y)}" r="${r1(sun.r)}" fill="${p.light}"/>`;
  if (sea) {
    body += `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#water)"/>`;
    for (let i = 0; i < 40; i++) {
      const y = horizon + (h - horizon) * Math.pow(rnd(), 1.6);
      const spread = sun.r * (0.6 + ((y - horizon) / (h - horizon)) * 3);
      const x = sun.x + between(rnd, -spread, spread);
      body += `<rect x="${r1(x - spread * 0.4)}" y="${r1(y)}" width="${r1(spread * between(rnd, 0.3, 0.9))}" height="${r1(between(rnd, 1.5, 4))}" fill="${pick(rnd, [gold, p.light, glow])}" opacity="${r1(between(rnd, 0.35, 0.85) * 100) / 100}"/>`;
    }
    // A headland on one side, a banca on the water.
    const left = rnd() < 0.5;
    body += `<path d="${left ? `M0,${r1(horizon)} C${r1(w * 0.12)},${r1(horizon - h * 0.12)} ${r1(w * 0.25)},${r1(horizon - h * 0.05)} ${r1(w * 0.36)},${r1(horizon)} Z` : `M${w},${r1(horizon)} C${r1(w * 0.88)},${r1(horizon - h * 0.12)} ${r1(w * 0.75)},${r1(horizon - h * 0.05)} ${r1(w * 0.64)},${r1(horizon)} Z`}" fill="${mix(deep, p.dark, 0.4)}"/>`;
    const bx = w * between(rnd, 0.2, 0.7);
    const by = horizon + (h - horizon) * between(rnd, 0.35, 0.6);
    body += `<path d="M${r1(bx)},${r1(by)} q${r1(w * 0.06)},${r1(h * 0.025)} ${r1(w * 0.12)},0 l-${r1(w * 0.015)},${r1(h * 0.012)} h-${r1(w * 0.09)} Z" fill="${p.dark}"/>`;
    body += `<path d="M${r1(bx - w * 0.03)},${r1(by + h * 0.006)} h${r1(w * 0.18)}" stroke="${p.dark}" stroke-width="2"/>`;
    body += coconutPalm(c, left ? w * 0.08 : w * 0.92, h, h * 0.55, p.dark);
    body += coconutPalm(c, left ? w * 0.18 : w * 0.82, h, h * 0.42, mix(p.dark, deep, 0.3));
  } else {
    const layers = [mix(dusk, deep, 0.2), mix(deep, dusk, 0.25), mix(deep, p.dark, 0.5), p.dark];
    layers.forEach((color, i) => {
      body += `<path d="${ridge(c, horizon + i * h * 0.09, h * 0.045, 4 + i)}" fill="${color}"/>`;
      if (i < 2) body += `<path d="${ridge(c, horizon + i * h * 0.09 + h * 0.03, h * 0.01, 6)}" fill="${glow}" opacity="0.08"/>`;
    });
    for (let i = 0; i < 3 + Math.floor(rnd() * 3); i++) body += coconutPalm(c, w * between(rnd, 0.05, 0.95), h * 0.97, h * between(rnd, 0.25, 0.45), p.dark);
  }
  for (let i = 0; i < 5; i++) {
    const x = w * between(rnd, 0.1, 0.9);
    const y = horizon * between(rnd, 0.2, 0.6);
    const s = w * between(rnd, 0.008, 0.015);
    body += `<path d="M${r1(x - s)},${r1(y - s * 0.4)} q${r1(s / 2)},${r1(-s * 0.3)} ${r1(s)},${r1(s * 0.4)} q${r1(s / 2)},${r1(-s * 0.7)} ${r1(s)},${r1(-s * 0.4)}" stroke="${p.dark}" stroke-width="2" fill="none"/>`;
  }
  return body;
}

function terraces(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const greens = ['#4f772d', '#6a994e', '#90a955', '#3a5a40', '#a7c957'];
  const top = h * between(rnd, 0.22, 0.3);
  let body = `<defs>
    <linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.colors[4]}"/><stop offset="1" stop-color="${mix(p.colors[3], p.light, 0.5)}"/></linearGradient>
    <linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#dawn)"/>`;
  body += `<circle cx="${r1(w * between(rnd, 0.6, 0.85))}" cy="${r1(top * 0.55)}" r="${r1(h * 0.05)}" fill="${p.light}" opacity="0.9"/>`;
  body += `<path d="${ridge(c, top * 0.8, h * 0.06, 3, top * 1.6)}" fill="${mix('#3a5a40', p.colors[0], 0.5)}" opacity="0.55"/>`;
  body += `<path d="${ridge(c, top, h * 0.04, 4, top * 1.8)}" fill="${mix('#3a5a40', p.colors[0], 0.3)}" opacity="0.75"/>`;
  const bands = 9 + Math.floor(rnd() * 5);
  const phase = rnd() * Math.PI * 2;
  for (let i = 0; i < bands; i++) {
    const t = i / bands;
    const y = top + (h - top) * Math.pow(t, 1.25);
    const amp = h * (0.015 + t * 0.05);
    const edge: string[] = [];
    for (let k = 0; k <= 24; k++) {
      const x = (k / 24) * w;
      edge.push(`${r1(x)},${r1(y + Math.sin((x / w) * Math.PI * 2.2 + phase + i * 0.5) * amp + Math.sin((x / w) * 9 + i) * amp * 0.15)}`);
    }
    const fill = mix(greens[i % greens.length]!, p.colors[3], 0.12 + (1 - t) * 0.18);
    body += `<path d="M0,${h} L${edge.join(' L')} L${w},${h} Z" fill="${fill}"/>`;
    // The paddy's retaining wall: a lighter line along its top edge.
    body += `<path d="M${edge.join(' L')}" stroke="${mix(fill, p.light, 0.45)}" stroke-width="${r1(2 + t * 4)}" fill="none" opacity="0.8" stroke-linejoin="round"/>`;
    body += brushwork(c, { x: 0, y, w, h: (h - top) / bands }, [mix(fill, '#ffffff', 0.2), mix(fill, '#000000', 0.2)], 30, w * 0.02);
  }
  // A nipa hut on one of the terraces, and the morning mist.
  const hx = w * between(rnd, 0.15, 0.8);
  const hy = top + (h - top) * between(rnd, 0.3, 0.5);
  const hs = w * 0.035;
  body += `<rect x="${r1(hx)}" y="${r1(hy)}" width="${r1(hs)}" height="${r1(hs * 0.7)}" fill="#8d6e4a"/><path d="M${r1(hx - hs * 0.25)},${r1(hy)} L${r1(hx + hs / 2)},${r1(hy - hs * 0.7)} L${r1(hx + hs * 1.25)},${r1(hy)} Z" fill="#c9a66b"/>`;
  body += `<rect y="${r1(top * 0.9)}" width="${w}" height="${r1(h * 0.25)}" fill="url(#mist)"/>`;
  return body;
}

function stillLife(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const tableY = h * between(rnd, 0.58, 0.66);
  let body = `<defs>
    <radialGradient id="wall" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${mix(p.colors[4], p.light, 0.4)}"/><stop offset="1" stop-color="${mix(p.colors[1], p.dark, 0.3)}"/></radialGradient>
    <radialGradient id="mango" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.45" stop-color="#ffc93c"/><stop offset="1" stop-color="#e07a1f"/></radialGradient>
    <radialGradient id="pot" cx="0.3" cy="0.35" r="0.85"><stop offset="0" stop-color="#d9825b"/><stop offset="1" stop-color="#6e3420"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${r1(w * 0.01)}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h: tableY }, [p.colors[3], p.colors[4], p.light, p.colors[2]], 320, w * 0.045);
  body += `<rect y="${r1(tableY)}" width="${w}" height="${r1(h - tableY)}" fill="${mix(p.colors[1], '#5d3a1a', 0.5)}"/>`;
  // A banig mat on the table: a woven band of diagonal strips.
  const matTop = tableY + (h - tableY) * 0.25;
  body += `<rect x="${r1(w * 0.06)}" y="${r1(matTop)}" width="${r1(w * 0.88)}" height="${r1((h - tableY) * 0.55)}" fill="${p.colors[4]}" opacity="0.85"/>`;
  for (let x = w * 0.06; x < w * 0.94; x += w * 0.018) {
    body += `<path d="M${r1(x)},${r1(matTop)} l${r1(w * 0.012)},${r1((h - tableY) * 0.55)}" stroke="${pick(rnd, [p.colors[2], p.colors[3], p.colors[0]])}" stroke-width="${r1(w * 0.006)}" opacity="0.5"/>`;
  }
  // A clay palayok, then fruit in front of it.
  const potX = w * between(rnd, 0.25, 0.4);
  const potW = w * 0.22;
  const potTop = tableY - h * 0.3;
  body += `<ellipse cx="${r1(potX + potW * 0.1)}" cy="${r1(tableY + h * 0.05)}" rx="${r1(potW * 0.7)}" ry="${r1(h * 0.03)}" fill="#000" opacity="0.3" filter="url(#soft)"/>`;
  body += `<path d="M${r1(potX - potW * 0.32)},${r1(potTop)} C${r1(potX - potW * 0.7)},${r1(potTop + h * 0.12)} ${r1(potX - potW * 0.6)},${r1(tableY + h * 0.04)} ${r1(potX)},${r1(tableY + h * 0.04)} C${r1(potX + potW * 0.6)},${r1(tableY + h * 0.04)} ${r1(potX + potW * 0.7)},${r1(potTop + h * 0.12)} ${r1(potX + potW * 0.32)},${r1(potTop)} Z" fill="url(#pot)"/>`;
  body += `<ellipse cx="${r1(potX)}" cy="${r1(potTop)}" rx="${r1(potW * 0.33)}" ry="${r1(h * 0.018)}" fill="#4a2314"/>`;
  const fruits = 3 + Math.floor(rnd() * 3);
  for (let i = 0; i < fruits; i++) {
    const fx = w * (0.45 + i * 0.1 + between(rnd, -0.02, 0.02));
    const fy = tableY + h * between(rnd, 0.02, 0.1);
    const rx = w * between(rnd, 0.05, 0.065);
    const angle = between(rnd, -30, 30);
    body += `<ellipse cx="${r1(fx + rx * 0.2)}" cy="${r1(fy + rx * 0.55)}" rx="${r1(rx)}" ry="${r1(rx * 0.3)}" fill="#000" opacity="0.28" filter="url(#soft)"/>`;
    body += `<ellipse cx="${r1(fx)}" cy="${r1(fy)}" rx="${r1(rx)}" ry="${r1(rx * 0.68)}" fill="url(#mango)" transform="rotate(${r1(angle)} ${r1(fx)} ${r1(fy)})"/>`;
    body += `<path d="M${r1(fx - rx * 0.9)},${r1(fy - rx * 0.1)} q${r1(-rx * 0.1)},${r1(-rx * 0.2)} ${r1(rx * 0.05)},${r1(-rx * 0.3)}" stroke="#5b7f2a" stroke-width="4" fill="none"/>`;
  }
  // A hand of bananas lying across the front: crescents fanning out from one stem.
  const bx = w * between(rnd, 0.1, 0.22);
  const by = tableY + h * between(rnd, 0.14, 0.2);
  const len = Math.min(w, h) * 0.22;
  for (let i = 0; i < 5; i++) {
    const angle = -24 + i * 9 + between(rnd, -2, 2);
    const crescent = `M0,0 Q${r1(len * 0.5)},${r1(len * 0.42)} ${r1(len)},${r1(-len * 0.05)} Q${r1(len * 0.5)},${r1(len * 0.1)} 0,${r1(-len * 0.08)} Z`;
    body += `<g transform="translate(${r1(bx)} ${r1(by)}) rotate(${r1(angle)})"><path d="${crescent}" fill="${mix('#ffd23f', '#e9a23b', i * 0.12)}" stroke="#8a6d1a" stroke-width="2" stroke-linejoin="round"/><circle cx="${r1(len)}" cy="${r1(-len * 0.05)}" r="3" fill="#4a3b1a"/></g>`;
  }
  body += `<rect x="${r1(bx - w * 0.025)}" y="${r1(by - h * 0.015)}" width="${r1(w * 0.03)}" height="${r1(h * 0.025)}" rx="4" fill="#6b7d2a"/>`;
  return body;
}

function portrait(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const cx = w * between(rnd, 0.45, 0.55);
  const headY = h * 0.36;
  const head = w * 0.13;
  let body = `<defs>
    <radialGradient id="sun" cx="${r1(cx / w)}" cy="0.36" r="0.6"><stop offset="0" stop-color="${p.colors[4]}"/><stop offset="0.5" stop-color="${p.colors[3]}"/><stop offset="1" stop-color="${p.colors[1]}"/></radialGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.colors[4]}"/><stop offset="1" stop-color="${p.colors[2]}"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sun)"/>`;
  for (let i = 0; i < 9; i++) body += `<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(head * (1.6 + i * 0.55))}" fill="none" stroke="${p.light}" stroke-width="${r1(2 + i * 0.6)}" opacity="${r1((0.28 - i * 0.025) * 100) / 100}"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h }, [p.colors[3], p.colors[4], p.colors[2]], 300, w * 0.05);
  const shoulderY = headY + head * 2.1;
  const fig = p.dark;
  // Terno: shoulders with the butterfly sleeves' raised peaks, then the bodice down to the frame.
  body += `<path d="M${r1(cx - w * 0.42)},${h} C${r1(cx - w * 0.42)},${r1(shoulderY + h * 0.12)} ${r1(cx - w * 0.36)},${r1(shoulderY + h * 0.02)} ${r1(cx - w * 0.27)},${r1(shoulderY - h * 0.02)}
    C${r1(cx - w * 0.25)},${r1(shoulderY - h * 0.11)} ${r1(cx - w * 0.18)},${r1(shoulderY - h * 0.12)} ${r1(cx - w * 0.12)},${r1(shoulderY - h * 0.03)}
    L${r1(cx - head * 0.42)},${r1(headY + head * 1.25)} L${r1(cx + head * 0.42)},${r1(headY + head * 1.25)} L${r1(cx + w * 0.12)},${r1(shoulderY - h * 0.03)}
    C${r1(cx + w * 0.18)},${r1(shoulderY - h * 0.12)} ${r1(cx + w * 0.25)},${r1(shoulderY - h * 0.11)} ${r1(cx + w * 0.27)},${r1(shoulderY - h * 0.02)}
    C${r1(cx + w * 0.36)},${r1(shoulderY + h * 0.02)} ${r1(cx + w * 0.42)},${r1(shoulderY + h * 0.12)} ${r1(cx + w * 0.42)},${h} Z" fill="${fig}"/>`;
  // Sleeve pleats catching the light.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 4; i++) {
      const x0 = cx + side * w * (0.13 + i * 0.035);
      body += `<path d="M${r1(x0)},${r1(shoulderY - h * (0.03 + (i % 2) * 0.03))} q${r1(side * w * 0.02)},${r1(h * 0.05)} ${r1(side * w * 0.05)},${r1(h * 0.08)}" stroke="url(#rim)" stroke-width="2" fill="none" opacity="0.55"/>`;
    }
  }
  body += `<ellipse cx="${r1(cx)}" cy="${r1(headY)}" rx="${r1(head * 0.8)}" ry="${r1(head)}" fill="${fig}"/>`;
  body += `<ellipse cx="${r1(cx + head * 0.55)}" cy="${r1(headY - head * 0.75)}" rx="${r1(head * 0.45)}" ry="${r1(head * 0.4)}" fill="${fig}"/>`;
  body += `<path d="M${r1(cx - head * 0.8)},${r1(headY)} a${r1(head * 0.8)},${r1(head)} 0 0 1 ${r1(head * 0.5)},${r1(-head * 0.8)}" stroke="url(#rim)" stroke-width="4" fill="none" opacity="0.8"/>`;
  // Sampaguita in the hair and a garland.
  const flower = (x: number, y: number, s: number) => {
    let f = '';
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      f += `<ellipse cx="${r1(x + Math.cos(a) * s * 0.6)}" cy="${r1(y + Math.sin(a) * s * 0.6)}" rx="${r1(s * 0.55)}" ry="${r1(s * 0.3)}" fill="${p.light}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(x + Math.cos(a) * s * 0.6)} ${r1(y + Math.sin(a) * s * 0.6)})"/>`;
    }
    return `${f}<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.25)}" fill="#f2c14e"/>`;
  };
  for (let i = 0; i < 4; i++) body += flower(cx + head * (0.3 + i * 0.2), headY - head * (0.95 - i * 0.12), w * 0.012);
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    body += flower(cx + (t - 0.5) * head * 2.2, headY + head * 1.35 + Math.sin(t * Math.PI) * h * 0.09, w * 0.01);
  }
  return body;
}

function parolStar(cx: number, cy: number, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${r1(cx + Math.cos(a) * rr)},${r1(cy + Math.sin(a) * rr)}`;
  });
  return pts.join(' ');
}

function lanterns(c: Canvas): string {
  const { w, h, p, rnd } = c;
  let body = `<defs>
    <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="0.7" stop-color="${mix(p.colors[0], '#0b1026', 0.4)}"/><stop offset="1" stop-color="${mix(p.colors[1], '#0b1026', 0.3)}"/></linearGradient>
    <radialGradient id="lamp"><stop offset="0" stop-color="${p.colors[4]}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.colors[3]}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#night)"/>`;
  for (let i = 0; i < 140; i++) body += `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h * 0.6)}" r="${r1(between(rnd, 0.6, 2.2))}" fill="${p.light}" opacity="${r1(between(rnd, 0.3, 0.9) * 100) / 100}"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h: h * 0.7 }, ['#1d2a5b', '#2e294e', p.colors[0]], 220, w * 0.06);
  // A string of parols across the street.
  const sag = h * between(rnd, 0.06, 0.12);
  const y0 = h * between(rnd, 0.18, 0.28);
  body += `<path d="M0,${r1(y0)} Q${r1(w / 2)},${r1(y0 + sag * 2)} ${w},${r1(y0)}" stroke="#444" stroke-width="2" fill="none"/>`;
  const count = 3 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = t * w;
    const y = y0 + sag * 4 * t * (1 - t) + h * 0.08;
    const r = Math.min(w, h) * between(rnd, 0.07, 0.11);
    const colour = pick(rnd, [p.colors[2], p.colors[3], p.colors[4], '#d7263d', '#1b998b']);
    body += `<line x1="${r1(x)}" y1="${r1(y - h * 0.08)}" x2="${r1(x)}" y2="${r1(y - r)}" stroke="#555" stroke-width="2"/>`;
    body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 2.4)}" fill="url(#lamp)"/>`;
    body += `<polygon points="${parolStar(x, y, r)}" fill="${colour}" stroke="${p.light}" stroke-width="3"/>`;
    body += `<polygon points="${parolStar(x, y, r * 0.55)}" fill="${mix(colour, p.light, 0.55)}"/>`;
    body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.3)}" fill="none" stroke="${p.light}" stroke-width="2"/>`;
    for (let k = -1; k <= 1; k++) {
      body += `<path d="M${r1(x + k * r * 0.2)},${r1(y + r * 0.5)} q${r1(k * r * 0.3 + r * 0.15)},${r1(r * 0.9)} ${r1(k * r * 0.15)},${r1(r * 1.8)}" stroke="${mix(colour, p.light, 0.3)}" stroke-width="${r1(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
    }
  }
  // Rooftops with lit windows.
  let x = 0;
  while (x < w) {
    const bw = w * between(rnd, 0.08, 0.16);
    const bh = h * between(rnd, 0.14, 0.26);
    body += `<rect x="${r1(x)}" y="${r1(h - bh)}" width="${r1(bw + 1)}" height="${r1(bh)}" fill="#0a0d1c"/><path d="M${r1(x - bw * 0.05)},${r1(h - bh)} L${r1(x + bw / 2)},${r1(h - bh - bh * 0.3)} L${r1(x + bw * 1.05)},${r1(h - bh)} Z" fill="#0a0d1c"/>`;
    for (let k = 0; k < 3; k++) {
      if (rnd() < 0.55) body += `<rect x="${r1(x + bw * (0.15 + k * 0.27))}" y="${r1(h - bh * 0.7)}" width="${r1(bw * 0.15)}" height="${r1(bh * 0.18)}" fill="${p.colors[4]}" opacity="0.85"/>`;
    }
    x += bw;
  }
  return body;
}

function colourFields(c: Canvas): string {
  const { w, h, p, rnd } = c;
  let body = `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${mix(p.colors[4], p.colors[3], 0.4)}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#ground)"/>`;
  body += brushwork(c, { x: 0, y: 0, w, h }, [p.colors[3], p.colors[4], p.light], 200, w * 0.06);
  const shapes = 12 + Math.floor(rnd() * 8);
  for (let i = 0; i < shapes; i++) {
    const colour = pick(rnd, p.colors);
    const x = rnd() * w;
    const y = rnd() * h;
    const s = Math.min(w, h) * between(rnd, 0.08, 0.32);
    const opacity = r1(between(rnd, 0.55, 0.92) * 100) / 100;
    switch (Math.floor(rnd() * 4)) {
      case 0:
        body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s)}" fill="${colour}" opacity="${opacity}"/>`;
        break;
      case 1:
        body += `<rect x="${r1(x - s)}" y="${r1(y - s / 2)}" width="${r1(s * 2)}" height="${r1(s)}" rx="${r1(s * 0.12)}" fill="${colour}" opacity="${opacity}" transform="rotate(${r1(between(rnd, -20, 20))} ${r1(x)} ${r1(y)})"/>`;
        break;
      case 2:
        body += `<path d="M${r1(x - s)},${r1(y + s * 0.6)} L${r1(x)},${r1(y - s)} L${r1(x + s)},${r1(y + s * 0.6)} Z" fill="${colour}" opacity="${opacity}"/>`;
        break;
      default:
        body += `<path d="M${r1(x - s)},${r1(y)} A${r1(s)},${r1(s)} 0 0 1 ${r1(x + s)},${r1(y)}" stroke="${colour}" stroke-width="${r1(s * 0.22)}" fill="none" opacity="${opacity}" stroke-linecap="round"/>`;
    }
  }
  // A sun of rings somewhere, and a few bold lines across.
  const sx = w * between(rnd, 0.2, 0.8);
  const sy = h * between(rnd, 0.2, 0.8);
  for (let i = 5; i > 0; i--) body += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(Math.min(w, h) * 0.035 * i)}" fill="${p.colors[(i + 1) % 5]}" opacity="0.9"/>`;
  for (let i = 0; i < 3; i++) {
    body += `<path d="M${r1(rnd() * w)},0 C${r1(rnd() * w)},${r1(h * 0.3)} ${r1(rnd() * w)},${r1(h * 0.7)} ${r1(rnd() * w)},${h}" stroke="${p.dark}" stroke-width="${r1(between(rnd, 3, 9))}" fill="none" opacity="0.7"/>`;
  }
  return body;
}

function banig(c: Canvas): string {
  const { w, h, p, rnd } = c;
  const cell = Math.min(w, h) / between(rnd, 14, 22);
  const bands = [p.colors[2], p.colors[3], p.colors[4], p.colors[1], p.colors[0]];
  const period = 3 + Math.floor(rnd() * 4);
  let body = `<rect width="${w}" height="${h}" fill="${p.light}"/>`;
  for (let gy = -1; gy * cell * 0.5 < h + cell; gy++) {
    for (let gx = -1; gx * cell < w + cell; gx++) {
      const x = gx * cell + (gy % 2 ? cell / 2 : 0);
      const y = gy * cell * 0.5;
      const ring = Math.abs(Math.round((x - w / 2) / cell)) + Math.abs(Math.round((y - h / 2) / (cell * 0.5)));
      const colour = bands[Math.floor(ring / period) % bands.length]!;
      const j = cell * 0.04;
      body += `<polygon points="${r1(x + between(rnd, -j, j))},${r1(y - cell / 2)} ${r1(x + cell / 2)},${r1(y + between(rnd, -j, j))} ${r1(x + between(rnd, -j, j))},${r1(y + cell / 2)} ${r1(x - cell / 2)},${r1(y + between(rnd, -j, j))}" fill="${mix(colour, pick(rnd, [p.light, p.dark]), between(rnd, 0, 0.15))}" stroke="${mix(colour, p.dark, 0.35)}" stroke-width="1.5"/>`;
    }
  }
  // Woven strips: a light diagonal sheen.
  for (let i = -h; i < w; i += cell * 0.5) body += `<path d="M${r1(i)},0 l${h},${h}" stroke="${p.light}" stroke-width="1" opacity="0.18"/>`;
  return body;
}

interface Scene {
  draw: (c: Canvas) => string;
  /** Whether the picture is upright (900×1200) for this seed. */
  portrait: (seed: number) => boolean;
  keywords: RegExp;
}

const SCENES: Scene[] = [
  { draw: sunset, portrait: () => false, keywords: /sunset|taal|bay|sea|beach|landscape|laguna|hill/i },
  { draw: terraces, portrait: () => false, keywords: /terrace|rice|banaue|field/i },
  { draw: stillLife, portrait: (seed) => seed % 4 === 3, keywords: /still|mangga|mango|saging|fruit|bowl|palayok|pot/i },
  { draw: portrait, portrait: () => true, keywords: /lola|portrait|ni[ñn]o|santo|woman|man\b|face|dalaga/i },
  { draw: lanterns, portrait: (seed) => seed % 2 === 1, keywords: /lantern|parol|fiesta|star|christmas|pasko/i },
  { draw: colourFields, portrait: (seed) => seed % 3 === 1, keywords: /abstract|dream|bougainvillea|pop|jeepney|colou?r/i },
  { draw: banig, portrait: (seed) => seed % 3 === 2, keywords: /banig|weave|woven|textile|mat\b|pattern/i },
];

/** The SVG of demo picture `seed` (exported for tests). */
export function demoArtSvg(seed: number, title: string): { svg: string; width: number; height: number } {
  const scene = SCENES.find((s) => s.keywords.test(title)) ?? SCENES[Math.abs(Math.trunc(seed)) % SCENES.length]!;
  const upright = scene.portrait(Math.abs(Math.trunc(seed)));
  const [width, height] = upright ? [900, 1200] : [1200, 900];
  const rnd = generator(hashSeed(seed, title));
  const palette = PALETTES[Math.floor(rnd() * PALETTES.length)]!;
  const body = scene.draw({ w: width, h: height, rnd, p: palette });
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`, width, height };
}

/**
 * A demo artwork as a JPEG: the scene's SVG rendered by sharp, with a canvas grain over it (as a
 * photograph of a painting has) so it weighs what a real upload does.
 */
export async function demoArtImage(seed: number, title: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { svg, width, height } = demoArtSvg(seed, title);
  return sharp(Buffer.from(svg))
    .composite([{ input: await grainOf(width, height), raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

/** Canvas grain (raw RGB), made once per size: gaussian noise around mid-grey, softened a little. */
const grains = new Map<string, Promise<Buffer>>();
function grainOf(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let grain = grains.get(key);
  if (!grain) {
    grain = import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
        .blur(0.6)
        .raw()
        .toBuffer(),
    );
    grains.set(key, grain);
  }
  return grain;
}
