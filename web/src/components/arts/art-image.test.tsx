// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ArtImage as ArtImageData } from '@shared/schemas/arts';
import { afterFirstPaint } from '@web/lib/after-first-paint';
import { ArtImage } from './art-image';

afterEach(cleanup);

const made: ArtImageData = {
  url: '/o/art.jpg',
  thumb: '/v/art.360.webp',
  small: '/v/art.480.webp',
  card: '/v/art.680.webp',
  medium: '/v/art.800.webp',
  large: '/v/art.1200.webp',
  width: 1200,
  height: 900,
};

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
  show({
    url: '/o/art.jpg',
    thumb: null,
    small: null,
    card: null,
    medium: null,
    large: null,
    width: null,
    height: null,
  });
  const img = screen.getByRole('img', { name: 'Lola in Blue' });
  expect(img.getAttribute('src')).toBe('/o/art.jpg');
  expect(img.getAttribute('srcset')).toBeNull();
  expect(img.getAttribute('width')).toBeNull();
});

it('with untilNear, fetches nothing before the first frame is on screen nor until the picture comes within a screen of the viewport, keeping its box meanwhile', async () => {
  // A stand-in observer (happy-dom has none): the test says when the picture comes near.
  const observed: { element: Element; callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
  class FakeObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback, margin: this.options?.rootMargin });
    }
    unobserve(element: Element) {
      observed.splice(
        observed.findIndex((o) => o.element === element),
        1,
      );
    }
    disconnect() {}
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  try {
    const { rerender } = render(
      <ChakraProvider value={defaultSystem}>
        <ArtImage image={made} alt="Lola in Blue" sizes="50vw" untilNear />
      </ChakraProvider>,
    );
    const img = screen.getByRole('img', { name: 'Lola in Blue' });
    expect(img.getAttribute('src')).toMatch(/^data:/);
    expect(img.getAttribute('srcset')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '900']);
    // Not watched before the first frame: what the page shows first has the line to itself.
    expect(observed).toHaveLength(0);
    await act(() => afterFirstPaint());
    expect(img.getAttribute('srcset')).toBeNull();
    expect(observed).toHaveLength(1);
    expect(observed[0]!.margin).toBe('100% 0px 100% 0px');
    const { element, callback } = observed[0]!;
    await act(async () =>
      callback(
        [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(img.getAttribute('src')).toBe('/v/art.480.webp');
    expect(img.getAttribute('srcset')).toContain('/v/art.800.webp 800w');
    // Told once, then no longer watched.
    expect(observed).toHaveLength(0);
    rerender(
      <ChakraProvider value={defaultSystem}>
        <ArtImage image={made} alt="Lola in Blue" sizes="50vw" untilNear eager />
      </ChakraProvider>,
    );
    expect(img.getAttribute('srcset')).toContain('/v/art.800.webp 800w');
  } finally {
    globalThis.IntersectionObserver = original;
  }
});
