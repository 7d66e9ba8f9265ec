// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel, SLIDE_INTERVAL_MS, slideOffset } from './hero-carousel';

const SLIDES = Array.from({ length: 5 }, (_, i) => ({
  src: `/images/s${i + 1}.svg`,
  alt: `Picture ${i + 1}`,
  caption: `Caption ${i + 1}`,
}));

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderCarousel() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <HeroCarousel slides={SLIDES} label="Featured local art" imageWidth={1600} imageHeight={700} sizes="100vw" />
    </ChakraProvider>,
  );
}

/** Slides other than the current one are hidden from assistive technology, so role queries see one. */
const currentSlide = () => screen.getByRole('group');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('slideOffset', () => {
  it('places every slide within half the loop of the current one', () => {
    expect([0, 1, 2, 3, 4].map((i) => slideOffset(i, 0, 5))).toEqual([0, 1, 2, -2, -1]);
    expect([0, 1, 2, 3, 4].map((i) => slideOffset(i, 4, 5))).toEqual([1, 2, -2, -1, 0]);
  });
});

describe('HeroCarousel', () => {
  it('shows five slides, starting with the first, whose picture alone is in the page at first', () => {
    prefersReducedMotion(true);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { container } = renderCarousel();
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(1);
    // The first slide, drawn in the first paint, as its SVG, fetched first.
    expect(images[0]!.getAttribute('src')).toBe('/images/s1.svg');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('width') === '1600' && images[0]!.getAttribute('height') === '700').toBe(true);
  });

  it('shows the other slides as the WebP versions of their SVGs, the browser choosing the width', () => {
    prefersReducedMotion(true);
    const { container } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const second = container.querySelector('img[alt="Picture 2"]')!;
    expect(second.getAttribute('src')).toBe('/images/s2-800.webp');
    expect(second.getAttribute('srcset')).toBe(
      '/images/s2-400.webp 400w, /images/s2-800.webp 800w, /images/s2-1200.webp 1200w, /images/s2-1600.webp 1600w',
    );
    expect(second.getAttribute('sizes')).toBe('100vw');
  });

  it("adds the neighbours' pictures after the first frame, so a move never shows a blank", async () => {
    prefersReducedMotion(true);
    const { container } = renderCarousel();
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    const shown = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(shown()).toEqual(['/images/s1.svg', '/images/s2-800.webp', '/images/s5-800.webp']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['/images/s1.svg', '/images/s2-800.webp', '/images/s3-800.webp']);
  });

  it('moves with the arrows and loops both ways', () => {
    prefersReducedMotion(true);
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    for (const expected of ['2 of 5', '3 of 5', '4 of 5', '5 of 5', '1 of 5']) {
      fireEvent.click(next);
      expect(currentSlide().getAttribute('aria-label')).toBe(expected);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('5 of 5');
  });

  it('follows a horizontal swipe and ignores a vertical one', () => {
    prefersReducedMotion(true);
    renderCarousel();
    const swipe = (from: [number, number], to: [number, number]) => {
      const target = currentSlide();
      fireEvent.touchStart(target, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(target, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 100], [120, 110]);
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    swipe([120, 100], [300, 90]);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    swipe([200, 300], [150, 60]);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
  });

  it(`advances on its own every ${SLIDE_INTERVAL_MS} ms and wraps after the last slide`, () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    renderCarousel();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    for (let i = 0; i < 4; i++) act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
  });

  it('does not rotate when the visitor prefers reduced motion, until they press Play', () => {
    vi.useFakeTimers();
    prefersReducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 4));
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
  });

  it('stops with the Pause button and while a mouse is over it', () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured local art' });

    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });
});
