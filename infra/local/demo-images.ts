/**
 * Pictures for the local seed's demo arts, painted as SVG (the scenes are in ./demo-painting/)
 * and rendered by sharp into JPEGs the size of a photographed artwork (1200×900, or 900×1200 for
 * portraits and some seeds; 100–400 kB), so the uploads, the object-created check and the image
 * variants run on what real artists upload. No downloads: every picture is drawn from its seed.
 *
 * Scenes, in warm palettes of the islands (Manila Bay sunsets, mango and narra, jeepney paint,
 * capiz and sea, banig mats): a sunset over hills or the sea with coconut palms, rice terraces at
 * dawn, a still life of market fruit, a Filipiniana portrait silhouette, parol lanterns at
 * night, an abstract of colour fields and a banig weave. A title that names one ("Rice Terraces
 * at Dawn", "Fiesta Lanterns") gets that scene; otherwise the seed chooses.
 */

import { portrait, stillLife } from './demo-painting/figures';
import { lanterns, sunset, terraces } from './demo-painting/landscapes';
import { PALETTES, generator, hashSeed, type Canvas } from './demo-painting/paint';
import { banig, colourFields } from './demo-painting/patterns';

interface Scene {
  draw: (c: Canvas) => string;
  /** Whether the picture is upright (900×1200) for this seed. */
  portrait: (seed: number) => boolean;
  keywords: RegExp;
}

const SCENES: Scene[] = [
  { draw: sunset, portrait: () => false, keywords: /sunset|taal|bay|sea|beach|landscape|laguna|hill/i },
  { draw: terraces, portrait: () => false, keywords: /terrace|rice|banaue|field/i },
  {
    draw: stillLife,
    portrait: (seed) => seed % 4 === 3,
    keywords: /still|mangga|mango|saging|fruit|bowl|palayok|pot/i,
  },
  { draw: portrait, portrait: () => true, keywords: /lola|portrait|ni[ñn]o|santo|woman|man\b|face|dalaga/i },
  { draw: lanterns, portrait: (seed) => seed % 2 === 1, keywords: /lantern|parol|fiesta|star|christmas|pasko/i },
  {
    draw: colourFields,
    portrait: (seed) => seed % 3 === 1,
    keywords: /abstract|dream|bougainvillea|pop|jeepney|colou?r/i,
  },
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
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    width,
    height,
  };
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
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .blur(0.6)
        .raw()
        .toBuffer(),
    );
    grains.set(key, grain);
  }
  return grain;
}
