// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Illustration } from './illustration';

afterEach(cleanup);

const show = (priority: boolean) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Illustration
        src="/images/home/collaborate.svg"
        alt="Two people"
        width={480}
        height={360}
        sizes="50vw"
        priority={priority}
      />
    </ChakraProvider>,
  );

it('shows an illustration as the WebP versions of its SVG, lazily and at low priority', () => {
  show(false);
  const img = screen.getByRole('img', { name: 'Two people' });
  expect(img.getAttribute('src')).toBe('/images/home/collaborate-800.webp');
  expect(img.getAttribute('srcset')).toContain('/images/home/collaborate-1600.webp 1600w');
  expect(img.getAttribute('sizes')).toBe('50vw');
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.getAttribute('fetchpriority')).toBe('low');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '360']);
});

it('shows the page’s main picture as its SVG, fetched first and drawn in the first paint', () => {
  show(true);
  const img = screen.getByRole('img', { name: 'Two people' });
  expect(img.getAttribute('src')).toBe('/images/home/collaborate.svg');
  expect(img.getAttribute('srcset')).toBeNull();
  expect(img.getAttribute('loading')).toBeNull();
  expect(img.getAttribute('fetchpriority')).toBe('high');
});
