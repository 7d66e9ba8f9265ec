// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { preloadFirstPictures } from './first-pictures';
import { EMPTY_SLOT, paintedFrame, paintFrame, PICTURE_SLOT_ATTR, pictureSlots } from './signed-in-frame';

/** The shell as web/prerender.ts writes it: a frame per route and role, then #root. */
function shell() {
  document.head.innerHTML = '<title>Crafti</title>';
  document.body.innerHTML = [
    '<template data-frame="/browse-arts Client" data-title="Browse Arts | Crafti"><main><h1>Browse Arts</h1>',
    '<div data-picture-wait><img data-first-picture alt=""><img data-first-picture alt=""><img data-first-picture alt=""></div>',
    '</main></template>',
    '<template data-frame="/browse-arts Artist"><main><h1>Browse Arts</h1></main></template>',
    '<div id="root"></div>',
  ].join('');
}

const image = (name: string) => ({
  small: `/media/${name}.480.webp`,
  large: `/media/${name}.1200.webp`,
  width: 1200,
  height: 1600,
  url: `/media/${name}.jpg`,
});
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const pick = ({ items }: { items: { image: ReturnType<typeof image>; title: string }[] }) =>
  items.map(({ image, title }) => ({ image, fallback: image.url, alt: title }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it("paints the frame of the route for the person's role, and only that one", () => {
  shell();
  expect(paintFrame('/browse-arts', 'Client')).toBe(true);
  expect(paintedFrame()).toBe('/browse-arts Client');
  expect(document.querySelector('#root h1')?.textContent).toBe('Browse Arts');
  expect(document.title).toBe('Browse Arts | Crafti');
  expect(pictureSlots()).toHaveLength(3);
});

it('paints nothing for a role or route the shell has no frame of, or without a role', () => {
  shell();
  expect(paintFrame('/browse-arts', 'Admin')).toBe(false);
  expect(paintFrame('/cart', 'Client')).toBe(false);
  expect(paintFrame('/browse-arts', null)).toBe(false);
  expect(document.getElementById('root')?.childElementCount).toBe(0);
  expect(paintedFrame()).toBeNull();
  expect(pictureSlots()).toEqual([]);
});

it("shows the first answer's pictures in the frame's places, in order, as the page will (sized, with their title), and marks the rest empty", async () => {
  shell();
  paintFrame('/browse-arts', 'Client');
  preloadFirstPictures(answer({ items: [{ image: image('a'), title: 'Sunrise' }] }), pick, '100vw');
  await settled();
  const [first, second, third] = pictureSlots();
  expect(first!.getAttribute('srcset')).toContain('/media/a.480.webp 480w');
  expect(first!.getAttribute('sizes')).toBe('100vw');
  expect(first!.alt).toBe('Sunrise');
  expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['1200', '1600']);
  expect(first!.style.aspectRatio).toBe('1200 / 1600');
  for (const slot of [second!, third!]) {
    expect(slot.hasAttribute('src')).toBe(false);
    expect(slot.getAttribute(PICTURE_SLOT_ATTR)).toBe(EMPTY_SLOT);
  }
  // In the frame, not preloaded beside it: the page's <img> finds it fetched.
  expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
});

it("marks every place empty when the answer fails, so the page's code waits for no picture", async () => {
  shell();
  paintFrame('/browse-arts', 'Client');
  preloadFirstPictures(answer({ message: 'no' }, 500), pick);
  await settled();
  expect(pictureSlots().map((slot) => slot.getAttribute(PICTURE_SLOT_ATTR))).toEqual([
    EMPTY_SLOT,
    EMPTY_SLOT,
    EMPTY_SLOT,
  ]);
});

it('preloads the pictures, as before, where no frame was painted', async () => {
  shell();
  preloadFirstPictures(answer({ items: [{ image: image('a'), title: 'Sunrise' }] }), pick, '100vw');
  await settled();
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
  expect(link?.imageSrcset ?? link?.getAttribute('imagesrcset')).toContain('/media/a.1200.webp 1200w');
  expect(document.querySelectorAll('#root img')).toHaveLength(0);
});
