import { describe, expect, it } from 'vitest';
import { variantSrcset } from './image-srcset';

describe('variantSrcset', () => {
  it('lists the 360, 480, 680, 800 and 1200 px variants, smallest first', () => {
    expect(
      variantSrcset({
        thumb: '/v/a.360.webp',
        small: '/v/a.480.webp',
        card: '/v/a.680.webp',
        medium: '/v/a.800.webp',
        large: '/v/a.1200.webp',
      }),
    ).toBe('/v/a.360.webp 360w, /v/a.480.webp 480w, /v/a.680.webp 680w, /v/a.800.webp 800w, /v/a.1200.webp 1200w');
  });

  it('leaves the thumb, the card and the medium one out of a picture made before they existed', () => {
    expect(
      variantSrcset({
        thumb: null,
        small: '/v/a.480.webp',
        card: null,
        medium: '/v/a.800.webp',
        large: '/v/a.1200.webp',
      }),
    ).toBe('/v/a.480.webp 480w, /v/a.800.webp 800w, /v/a.1200.webp 1200w');
    expect(variantSrcset({ small: '/v/a.480.webp', medium: null, large: '/v/a.1200.webp' })).toBe(
      '/v/a.480.webp 480w, /v/a.1200.webp 1200w',
    );
    expect(variantSrcset({ small: '/v/a.480.webp', large: '/v/a.1200.webp' })).toBe(
      '/v/a.480.webp 480w, /v/a.1200.webp 1200w',
    );
  });

  it('is null until the variants are made', () => {
    expect(variantSrcset({ small: null, medium: null, large: null })).toBeNull();
    expect(variantSrcset({ small: '/v/a.480.webp', medium: '/v/a.800.webp', large: null })).toBeNull();
  });
});
