import { deflateSync } from 'node:zlib';

/**
 * Pictures for the demo arts, painted here (no downloads): a few kinds of scene — a sunset over
 * hills, an abstract of overlapping discs, rice terraces, a still life of fruit — in warm
 * palettes, varied by a seed, encoded as PNG.
 */

type Rgb = [number, number, number];

const PALETTES: Rgb[][] = [
  [
    [250, 214, 165],
    [232, 132, 82],
    [180, 83, 42],
    [92, 45, 32],
    [36, 48, 94],
  ],
  [
    [214, 236, 229],
    [127, 191, 167],
    [15, 118, 110],
    [19, 78, 74],
    [251, 191, 36],
  ],
  [
    [253, 230, 240],
    [244, 143, 177],
    [190, 24, 93],
    [88, 28, 135],
    [30, 27, 75],
  ],
  [
    [254, 243, 199],
    [252, 211, 77],
    [217, 119, 6],
    [120, 53, 15],
    [21, 94, 117],
  ],
  [
    [224, 231, 255],
    [129, 140, 248],
    [67, 56, 202],
    [30, 27, 75],
    [244, 114, 182],
  ],
];

function random(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

type Painter = (x: number, y: number) => Rgb;

function sunset(p: Rgb[], rnd: () => number, w: number, h: number): Painter {
  const sun = { x: w * (0.25 + rnd() * 0.5), y: h * (0.3 + rnd() * 0.15), r: h * (0.1 + rnd() * 0.06) };
  const hills = [0.55, 0.68, 0.8].map((base, i) => ({
    base: h * base,
    amp: h * (0.04 + rnd() * 0.05),
    freq: 1.5 + rnd() * 2 + i,
    phase: rnd() * 6,
    color: p[i + 2]!,
  }));
  return (x, y) => {
    for (let i = hills.length - 1; i >= 0; i--) {
      const hill = hills[i]!;
      if (y > hill.base + Math.sin((x / w) * Math.PI * hill.freq + hill.phase) * hill.amp)
        return mix(hill.color, [0, 0, 0], (y / h) * 0.25);
    }
    const d = Math.hypot(x - sun.x, y - sun.y);
    if (d < sun.r) return [255, 244, 214];
    const glow = Math.max(0, 1 - d / (sun.r * 4)) * 0.5;
    return mix(mix(p[1]!, p[0]!, y / (h * 0.6)), [255, 236, 200], glow);
  };
}

function discs(p: Rgb[], rnd: () => number, w: number, h: number): Painter {
  const shapes = Array.from({ length: 9 }, () => ({
    x: rnd() * w,
    y: rnd() * h,
    r: (0.08 + rnd() * 0.22) * h,
    color: p[Math.floor(rnd() * p.length)]!,
    alpha: 0.45 + rnd() * 0.4,
  }));
  return (x, y) => {
    let color = mix(p[0]!, p[1]!, (x + y) / (w + h));
    for (const s of shapes) if (Math.hypot(x - s.x, y - s.y) < s.r) color = mix(color, s.color, s.alpha);
    return color;
  };
}

function terraces(p: Rgb[], rnd: () => number, w: number, h: number): Painter {
  const bands = 7 + Math.floor(rnd() * 5);
  const phase = rnd() * 6;
  return (x, y) => {
    if (y < h * 0.25) return mix(p[0]!, [255, 255, 255], 0.3 + (y / h) * 0.5);
    const wave = Math.sin((x / w) * Math.PI * 2 + phase + y / 40) * 10;
    const band = Math.floor(((y + wave - h * 0.25) / (h * 0.75)) * bands);
    return mix(p[2]!, p[3]!, (band % 3) / 3 + ((y + wave) % 12 < 2 ? 0.2 : 0));
  };
}

function stillLife(p: Rgb[], rnd: () => number, w: number, h: number): Painter {
  const fruit = Array.from({ length: 4 }, (_, i) => ({
    x: w * (0.25 + i * 0.17 + rnd() * 0.05),
    y: h * (0.6 + rnd() * 0.05),
    r: h * (0.09 + rnd() * 0.05),
    color: p[1 + (i % 4)]!,
  }));
  return (x, y) => {
    const table = y > h * 0.68;
    let color: Rgb = table ? mix(p[3]!, [60, 30, 20], 0.3) : mix(p[0]!, p[1]!, y / h);
    for (const f of fruit) {
      const d = Math.hypot(x - f.x, y - f.y);
      if (d < f.r)
        color = mix(
          f.color,
          [255, 255, 255],
          Math.max(0, 0.45 - Math.hypot(x - f.x + f.r * 0.35, y - f.y + f.r * 0.35) / f.r),
        );
    }
    return color;
  };
}

const KINDS = [sunset, discs, terraces, stillLife];

export interface DemoPicture {
  png: Buffer;
  width: number;
  height: number;
}

/** A picture for demo art number `seed` (the same seed always paints the same picture). */
export function paintDemoArt(seed: number, width = 720, height = seed % 3 === 0 ? 900 : 540): DemoPicture {
  const rnd = random(seed + 1);
  const palette = PALETTES[seed % PALETTES.length]!;
  const paint = KINDS[seed % KINDS.length]!(palette, rnd, width, height);
  // One filter byte (0: none) before each row of RGB pixels, as PNG wants.
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      // A little grain, so it reads as paint rather than a vector drawing.
      const grain = ((x * 7 + y * 13) % 5) - 2;
      raw[row + 1 + x * 3] = Math.max(0, Math.min(255, r + grain));
      raw[row + 2 + x * 3] = Math.max(0, Math.min(255, g + grain));
      raw[row + 3 + x * 3] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return { png: encodePng(width, height, raw), width, height };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
