import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoArtImage, demoArtSvg } from './demo-images';

describe('demo art images', () => {
  it.each([
    [0, 'Sunset over Taal'],
    [5, 'Lola in Blue'],
    [6, 'Carabao Study'],
  ])('seed %i (%s) is a 1200×900 or 900×1200 JPEG of a realistic size', { timeout: 30_000 }, async (seed, title) => {
    const jpeg = await demoArtImage(seed, title);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([`${meta.width}x${meta.height}`]).toEqual([expect.stringMatching(/^(1200x900|900x1200)$/)]);
    expect(jpeg.length).toBeGreaterThan(100 * 1024);
    expect(jpeg.length).toBeLessThan(400 * 1024);
  });

  it('paints the same picture for the same seed and title, another for another seed', () => {
    expect(demoArtSvg(3, 'Untitled').svg).toBe(demoArtSvg(3, 'Untitled').svg);
    expect(demoArtSvg(3, 'Untitled').svg).not.toBe(demoArtSvg(4, 'Untitled').svg);
  });

  it('draws portraits upright and the scene a title names', () => {
    expect(demoArtSvg(1, 'Lola in Blue')).toMatchObject({ width: 900, height: 1200 });
    expect(demoArtSvg(1, 'Fiesta Lanterns').svg).toContain('<polygon');
    expect(demoArtSvg(2, 'Sunset over Taal')).toMatchObject({ width: 1200, height: 900 });
  });
});
