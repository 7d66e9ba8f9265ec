// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ArtImage as ArtImageData } from '@shared/schemas/arts';
import { ArtImage } from './art-image';

afterEach(cleanup);

const made: ArtImageData = { url: '/o/art.jpg', small: '/v/art.480.webp', medium: '/v/art.800.webp', large: '/v/art.1200.webp', width: 1200, height: 900 };

const show = (image: ArtImageData, eager = false) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <ArtImage image={image} alt="Lola in Blue" sizes="50vw" eager={eager} />
    </ChakraProvider>,
  );

it("reserves the picture's box from its stored size, as the img's own width and height attributes", () => {
  show(made);
  const img = screen.getByRole('img', { name: 'Lola in Blue' });
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '900']);
});

it('offers the variants by width with the slot size, lazily unless it is above the fold', () => {
  show(made);
  const lazy = screen.getByRole('img', { name: 'Lola in Blue' });
  expect(lazy.getAttribute('srcset')).toContain('/v/art.480.webp 480w');
  expect(lazy.getAttribute('srcset')).toContain('/v/art.800.webp 800w');
  expect(lazy.getAttribute('srcset')).toContain('/v/art.1200.webp 1200w');
  expect(lazy.getAttribute('sizes')).toBe('50vw');
  expect(lazy.getAttribute('loading')).toBe('lazy');
  expect(lazy.getAttribute('fetchpriority')).toBeNull();
  cleanup();
  show(made, true);
  const eager = screen.getByRole('img', { name: 'Lola in Blue' });
  expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
});

it('shows the original while the variants are not made, with no box to reserve when its size is unknown', () => {
  show({ url: '/o/art.jpg', small: null, medium: null, large: null, width: null, height: null });
  const img = screen.getByRole('img', { name: 'Lola in Blue' });
  expect(img.getAttribute('src')).toBe('/o/art.jpg');
  expect(img.getAttribute('srcset')).toBeNull();
  expect(img.getAttribute('width')).toBeNull();
});
