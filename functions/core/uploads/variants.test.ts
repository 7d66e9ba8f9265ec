import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isUploadKey, isVariantKey, variantKeys, wantsVariants } from './variant-keys';
import { renderVariants } from './variants';

/** A JPEG of the given size: a gradient with a few shapes, so it is a real photo-like image. */
async function jpeg(width: number, height: number, opts: { orientation?: number } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#e8654a"/><stop offset="1" stop-color="#264653"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#ffd58a"/></svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  return (opts.orientation ? image.withMetadata({ orientation: opts.orientation }) : image).toBuffer();
}

describe('variant keys', () => {
  it('puts the five variants under variants/, beside the original key', () => {
    expect(variantKeys('art-image/u1/abc.jpg')).toEqual({
      thumb: 'variants/art-image/u1/abc.jpg.360.webp',
      small: 'variants/art-image/u1/abc.jpg.480.webp',
      card: 'variants/art-image/u1/abc.jpg.680.webp',
      medium: 'variants/art-image/u1/abc.jpg.800.webp',
      large: 'variants/art-image/u1/abc.jpg.1200.webp',
    });
  });

  it('tells uploads (notified and checked) from variants (neither)', () => {
    for (const key of [
      'profile-image/u/a.png',
      'art-image/u/a.jpg',
      'post-image/u/a.webp',
      'verification-document/u/a.pdf',
      'verification-id/u/a.png',
    ]) {
      expect(isUploadKey(key), key).toBe(true);
      expect(isVariantKey(key), key).toBe(false);
    }
    const { small } = variantKeys('art-image/u/a.jpg');
    expect(isUploadKey(small)).toBe(false);
    expect(isVariantKey(small)).toBe(true);
    expect(isUploadKey('art-imagex/u/a.jpg')).toBe(false);
  });

  it('makes variants for art and post images only', () => {
    expect(wantsVariants('art-image/u/a.jpg')).toBe(true);
    expect(wantsVariants('post-image/u/a.jpg')).toBe(true);
    expect(wantsVariants('profile-image/u/a.jpg')).toBe(false);
    expect(wantsVariants('verification-id/u/a.jpg')).toBe(false);
    expect(wantsVariants('variants/art-image/u/a.jpg.480.webp')).toBe(false);
  });
});

describe('renderVariants', () => {
  it('makes a 360, a 480, a 680, an 800 and a 1200 px wide WebP of a 1600×1200 JPEG, keeping its proportions', async () => {
    const rendered = await renderVariants(await jpeg(1600, 1200));
    expect(rendered).toMatchObject({ width: 1600, height: 1200 });
    expect(await sharp(rendered.thumb).metadata()).toMatchObject({ format: 'webp', width: 360, height: 270 });
    expect(await sharp(rendered.small).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(await sharp(rendered.card).metadata()).toMatchObject({ format: 'webp', width: 680, height: 510 });
    expect(await sharp(rendered.medium).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await sharp(rendered.large).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
  });

  it('never upscales: a 300 px wide image gives five 300 px wide variants', async () => {
    const rendered = await renderVariants(await jpeg(300, 200));
    for (const variant of [rendered.thumb, rendered.small, rendered.card, rendered.medium, rendered.large])
      expect(await sharp(variant).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('between the widths, the variants wider than the original keep its width', async () => {
    const rendered = await renderVariants(await jpeg(1000, 750));
    expect(await sharp(rendered.thumb).metadata()).toMatchObject({ width: 360, height: 270 });
    expect(await sharp(rendered.small).metadata()).toMatchObject({ width: 480, height: 360 });
    expect(await sharp(rendered.card).metadata()).toMatchObject({ width: 680, height: 510 });
    expect(await sharp(rendered.medium).metadata()).toMatchObject({ width: 800, height: 600 });
    expect(await sharp(rendered.large).metadata()).toMatchObject({ width: 1000, height: 750 });
    const narrow = await renderVariants(await jpeg(640, 480));
    expect((await sharp(narrow.thumb).metadata()).width).toBe(360);
    expect((await sharp(narrow.small).metadata()).width).toBe(480);
    expect((await sharp(narrow.card).metadata()).width).toBe(640);
    expect((await sharp(narrow.medium).metadata()).width).toBe(640);
    expect((await sharp(narrow.large).metadata()).width).toBe(640);
  });

  it('applies the EXIF rotation (a phone photo taken upright) and strips the metadata', async () => {
    // Stored 1600×1200 with orientation 6: shown rotated, 1200 wide and 1600 high.
    const rendered = await renderVariants(await jpeg(1600, 1200, { orientation: 6 }));
    expect(rendered).toMatchObject({ width: 1200, height: 1600 });
    const large = await sharp(rendered.large).metadata();
    expect(large).toMatchObject({ width: 1200, height: 1600 });
    expect(large.orientation).toBeUndefined();
    expect(large.exif).toBeUndefined();
    expect(large.icc).toBeUndefined();
    expect(await sharp(rendered.thumb).metadata()).toMatchObject({ width: 360, height: 480 });
    expect(await sharp(rendered.small).metadata()).toMatchObject({ width: 480, height: 640 });
    expect(await sharp(rendered.card).metadata()).toMatchObject({ width: 680, height: 907 });
    expect(await sharp(rendered.medium).metadata()).toMatchObject({ width: 800, height: 1067 });
  });

  it('reads PNG and WebP originals too', async () => {
    const png = await sharp(await jpeg(1000, 500))
      .png()
      .toBuffer();
    const webp = await sharp(await jpeg(1000, 500))
      .webp()
      .toBuffer();
    for (const input of [png, webp]) {
      const rendered = await renderVariants(input);
      expect(await sharp(rendered.small).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
    }
  });

  it('refuses bytes that only look like an image', async () => {
    const fake = new Uint8Array(64);
    fake.set([0xff, 0xd8, 0xff, 0xe0]);
    await expect(renderVariants(fake)).rejects.toThrow();
  });
});
