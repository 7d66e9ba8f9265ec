import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { ILLUSTRATION_WIDTHS, illustrationVariant } from './src/features/marketing/illustration-variants';

/**
 * Makes the WebP versions of the site's illustrations (src/features/marketing/illustration-variants.ts):
 * every SVG in a folder of `public/images/` at each of ILLUSTRATION_WIDTHS. The build emits them
 * beside the SVGs (`images/home/collaborate-800.webp`); the dev server renders them when asked.
 * SVGs directly in `public/images/` (the default avatar) stay as they are.
 *
 * The favicon too: `favicon.svg` is drawn, `favicon.png` (FAVICON_PX square) is what index.html
 * links, for the same reason: an SVG icon is one more SVG document on every page's main thread.
 */
const FAVICON_PX = 64;
/** The sizes Android and Chrome's install asks for (192 for the home screen, 512 for the splash). */
const APP_ICON_SIZES = [192, 512];
export function rasterIllustrations(): Plugin {
  let imagesDir = '';
  let ssr = false;
  const rendered = new Map<string, Promise<Buffer>>();

  /** The illustration's SVG at `width` pixels wide, as WebP (or PNG). */
  function render(svgFile: string, width: number, format: 'webp' | 'png' = 'webp'): Promise<Buffer> {
    const key = `${svgFile}@${width}.${format}`;
    let out = rendered.get(key);
    if (!out) {
      out = (async () => {
        const svg = await fs.promises.readFile(svgFile);
        const { width: drawn } = await sharp(svg).metadata();
        if (!drawn) throw new Error(`${svgFile} has no width`);
        // Drawn at the density that makes it `width` pixels wide: sharp, not scaled up from a small render.
        const drawnAt = sharp(svg, { density: (72 * width) / drawn }).resize(width);
        return (format === 'png' ? drawnAt.png() : drawnAt.webp({ quality: 80 })).toBuffer();
      })();
      rendered.set(key, out);
    }
    return out;
  }

  /** public/favicon.svg as the PNG index.html links. */
  const favicon = () => render(path.join(imagesDir, '..', 'favicon.svg'), FAVICON_PX, 'png');
  /**
   * The installed app's icons (public/manifest.webmanifest): the favicon's rounded square, and the
   * full-bleed "maskable" one a phone cuts to its own shape (its mark inside the middle 60%), also
   * iOS's home-screen icon (it rounds the corners itself).
   */
  const appIcons = () =>
    Promise.all(
      [
        ...APP_ICON_SIZES.map((px) => ({ file: `icons/icon-${px}.png`, svg: 'favicon.svg', px })),
        ...APP_ICON_SIZES.map((px) => ({ file: `icons/maskable-${px}.png`, svg: 'icon-maskable.svg', px })),
        { file: 'icons/apple-touch-icon.png', svg: 'icon-maskable.svg', px: 180 },
      ].map(async ({ file, svg, px }) => ({ file, png: await render(path.join(imagesDir, '..', svg), px, 'png') })),
    );

  function illustrations(): string[] {
    return fs
      .readdirSync(imagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((folder) =>
        fs
          .readdirSync(path.join(imagesDir, folder.name))
          .filter((file) => file.endsWith('.svg'))
          .map((file) => `${folder.name}/${file}`),
      );
  }

  return {
    name: 'crafti-raster-illustrations',
    configResolved(config) {
      imagesDir = path.join(config.publicDir, 'images');
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/favicon.png') return next();
        favicon().then(
          (png) => {
            res.setHeader('content-type', 'image/png');
            res.end(png);
          },
          (error: unknown) => next(error),
        );
      });
      server.middlewares.use((req, res, next) => {
        const match = /^\/images\/([\w-]+\/[\w-]+)-(\d+)\.webp$/.exec(req.url?.split('?')[0] ?? '');
        const svgFile = match ? path.join(imagesDir, `${match[1]}.svg`) : '';
        const width = Number(match?.[2]);
        if (!match || !(ILLUSTRATION_WIDTHS as readonly number[]).includes(width) || !fs.existsSync(svgFile))
          return next();
        render(svgFile, width).then(
          (webp) => {
            res.setHeader('content-type', 'image/webp');
            res.end(webp);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      if (ssr) return;
      const jobs = illustrations().flatMap((file) => ILLUSTRATION_WIDTHS.map((width) => ({ file, width })));
      const made = await Promise.all(jobs.map(({ file, width }) => render(path.join(imagesDir, file), width)));
      jobs.forEach(({ file, width }, i) => {
        this.emitFile({ type: 'asset', fileName: illustrationVariant(`images/${file}`, width), source: made[i]! });
      });
      this.emitFile({ type: 'asset', fileName: 'favicon.png', source: await favicon() });
      for (const { file, png } of await appIcons()) this.emitFile({ type: 'asset', fileName: file, source: png });
    },
  };
}
