import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdBack } from './support';

/** The public (marketing) pages: their title and their one h1. */
const PUBLIC_PAGES = [
  { path: '/', title: 'Home | Crafti', heading: 'DISCOVER THE PERFECT LOCAL ARTIST' },
  { path: '/explore', title: 'Explore | Crafti', heading: 'EXPLORE COMMUNITY' },
  { path: '/about-us', title: 'About Us | Crafti', heading: 'About Us' },
  { path: '/how-it-works', title: 'How It Works | Crafti', heading: 'How It Works' },
  { path: '/privacy-policy', title: 'Privacy Policy | Crafti', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions | Crafti', heading: 'Terms and Conditions' },
  { path: '/faq', title: 'FAQ | Crafti', heading: 'Frequently Asked Questions' },
];

const FOOTER_LINKS: [string, string][] = [
  ['Home', '/'],
  ['About Us', '/about-us'],
  ['Contact', '/contact'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms and Conditions', '/terms-and-conditions'],
  ['FAQ', '/faq'],
  ['Help Center', '/help-center'],
  ['Feedback', '/feedback'],
];

const SOCIAL_LINKS: [string, string][] = [
  ['Facebook', 'https://www.facebook.com/'],
  ['Instagram', 'https://www.instagram.com/'],
  ['X', 'https://x.com/'],
  ['TikTok', 'https://www.tiktok.com/'],
];

const CATEGORIES = ['Paintings', 'Sculptures', 'Pottery', 'Graphic Design', 'Animation', 'Textile', 'Woodworking'];

for (const { path, title, heading } of PUBLIC_PAGES) {
  test(`${path} renders its title, its heading and the footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(
      page.locator('footer').getByText(`© ${new Date().getFullYear()} Crafti. All rights reserved.`),
    ).toBeVisible();
  });
}

test.describe('home carousel, driven by its arrows', () => {
  // With reduced motion the carousel does not rotate by itself, so only the arrows move it.
  test.use({ reducedMotion: 'reduce' });

  /** The one slide not hidden from assistive technology is the slide on screen. */
  const currentSlide = (page: Page) => page.getByRole('region', { name: 'Featured local art' }).getByRole('group');

  test('shows five slides; next advances, wraps from the last to the first, and previous wraps back', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured local art' });
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 5');
    await expect(currentSlide(page).getByRole('img')).toBeInViewport();

    const next = carousel.getByRole('button', { name: 'Next slide' });
    for (const expected of ['2 of 5', '3 of 5', '4 of 5', '5 of 5', '1 of 5']) {
      await next.click();
      await expect(currentSlide(page)).toHaveAccessibleName(expected);
    }
    await expect(currentSlide(page).getByRole('img')).toBeInViewport();

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentSlide(page)).toHaveAccessibleName('5 of 5');
  });

  test("its buttons wait for the page's script, so a tap on the pre-rendered page is not lost", async ({ page }) => {
    let release!: () => void;
    await holdBack(page, /\.js$/, new Promise<void>((resolve) => (release = resolve)));
    await page.goto('/', { waitUntil: 'commit' });
    const carousel = page.getByRole('region', { name: 'Featured local art' });
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 5');
    for (const name of ['Previous slide', 'Next slide', /slideshow$/])
      await expect(carousel.getByRole('button', { name })).toBeDisabled();
    release();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 5');
  });

  test('stays put when the visitor prefers reduced motion', async ({ page }) => {
    await page.goto('/');
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 5');
    await page.waitForTimeout(4000);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 5');
  });
});

test.describe('home carousel, on its own', () => {
  test.use({ reducedMotion: 'no-preference' });

  test("moves to the next slide about three seconds after the page's code runs (at the visitor's first use)", async ({
    page,
  }) => {
    await page.goto('/');
    const slide = page.getByRole('region', { name: 'Featured local art' }).getByRole('group');
    await expect(slide).toHaveAccessibleName('1 of 5');
    // A pointer moving is a first use of the page: its code runs (src/lib/first-use.ts).
    await page.mouse.move(200, 200);
    await expect(slide).toHaveAccessibleName('2 of 5', { timeout: 6000 });
  });
});

test('home: calls to action, the four feature cards and the seven art categories', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('button', { name: 'Learn More' })).toBeVisible();
  for (const feature of [
    'Verified User Profiles',
    'Personal Recommendation',
    'Easy Matching',
    'Secure Payment Processing',
  ]) {
    await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
  }
  const categories = page.getByRole('region', { name: 'Explore Art Categories' });
  await expect(categories.getByRole('listitem')).toHaveCount(CATEGORIES.length);
  for (const name of CATEGORIES) {
    await expect(categories.getByRole('heading', { name, exact: true })).toBeVisible();
  }
});

test('footer: the site links, the social networks in a new tab and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const [name, href] of FOOTER_LINKS) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const [name, href] of SOCIAL_LINKS) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name}\\b`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Crafti. All rights reserved.`);

  await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});

test('explore: every call to action leads to /login, and the artworks cost ₱1,000.00', async ({ page }) => {
  await page.goto('/explore');
  for (const section of ['HIRE ARTIST', 'FIND CLIENT', 'DISCOVER NEW OPPORTUNITIES', 'SHOP OUR EXCLUSIVE ARTWORK']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  for (const card of ['Collaboration', 'Exclusive Artist Network', 'Creative Marketplace']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: /BUY NOW/ })).toHaveCount(3);
  await expect(page.getByText('₱1,000.00', { exact: true })).toHaveCount(3);

  // Every link on the page itself, the footer aside.
  const hrefs = await page
    .locator('main a:not(footer a)')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(9);
  for (const href of hrefs) expect(href).toBe('/login');

  await page
    .getByRole('link', { name: /BUY NOW/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('about us and how it works: their sections and a way in through /login', async ({ page }) => {
  await page.goto('/about-us');
  for (const heading of ['Our Mission', 'Our Vision', 'What We Do', 'How It Works', 'Meet the Team']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  for (const step of ['Discover Art', 'Collaborate', 'Commission']) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Meet the Team' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');

  await page.goto('/how-it-works');
  const steps = page
    .getByRole('region', { name: 'The six steps' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(steps).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/login');
});

test('the legal pages carry their sections and a contact address', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 2, name: /Your Rights/ })).toBeVisible();
  await expect(page.getByText(/Republic Act No\. 10173/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy@crafti.example' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@crafti.example',
  );

  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 2, name: /Governing Law/ })).toBeVisible();
  await expect(page.getByText(/laws of the Republic of the Philippines/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'legal@crafti.example' })).toHaveAttribute(
    'href',
    'mailto:legal@crafti.example',
  );
});

test('FAQ: six questions that open and close', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('region', { name: 'Questions and answers' }).getByRole('button');
  await expect(questions).toHaveCount(6);
  // The page is pre-rendered: a click before React has hydrated the buttons does nothing.
  await expect
    .poll(() =>
      questions.last().evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByRole('region', { name: (await question.textContent())!.trim(), exact: true });
    await expect(answer).toBeVisible();
  }
  await expect(page.getByText(/PayPal/)).toBeVisible();
  await expect(page.getByText(/Forgot Password/)).toBeVisible();

  const first = questions.first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'What is Crafti?' })).toBeHidden();
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { path } of PUBLIC_PAGES) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('footer')).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
