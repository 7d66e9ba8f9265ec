import { artPagePath, shopPagePath } from '@shared/public-pages';
import { expect, test } from './fixtures';
import { apiSession, confirmedAccount, shoot, signInThroughPage, uploadArtThroughApi } from './support';

/**
 * Issue 49: Crafti found from outside. A piece's public page and its artist's shop come from the
 * server's HTML (a crawler's view, and a phone's with JavaScript off), and a visitor who is not
 * signed in is sent to sign in by "Add to Cart" and brought back to finish it.
 */

const MANGO = {
  title: 'Mango Tree at Dusk',
  price: '2450.50',
  quantity: 2,
  art_style: 'Realism',
  medium: 'Watercolor',
  subject: 'Landscape',
} as const;

test('a public art page and shop render from the HTML the server sends, picture and price before any script runs', async ({
  browser,
  request,
  stack,
}) => {
  const artist = await confirmedAccount(stack!, 'Artist', 'Perla');
  const art = await uploadArtThroughApi(stack!, await apiSession(stack!, artist), MANGO, 21);
  const path = artPagePath(art.art_id, art.title);

  // What a crawler gets (Facebook's, a search engine's): the HTML itself, with its link preview.
  const answer = await request.get(path, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await answer.text();
  expect(html).toContain('<h1>Mango Tree at Dusk</h1>');
  expect(html).toContain('₱2,450.50');
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\.webp"/);
  expect(html).toContain('<meta property="product:price:amount" content="2450.50">');
  expect(html).toContain('"@type":"VisualArtwork"');

  // A phone with JavaScript off: the page is whole, its picture loads.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const picture = page.waitForResponse((r) => /\.webp(\?|$)/.test(r.url()));
  await page.goto(path);
  expect((await picture).ok()).toBe(true);
  await expect(page).toHaveTitle(`Mango Tree at Dusk by Perla Dela Cruz · ₱2,450.50 · Crafti`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mango Tree at Dusk' })).toBeVisible();
  await expect(page.getByText('₱2,450.50', { exact: true })).toBeVisible();
  const image = page.getByRole('img', { name: 'Mango Tree at Dusk by Perla Dela Cruz' });
  await expect(image).toBeInViewport();
  expect((await image.boundingBox())!.height).toBeGreaterThan(150);
  await expect(page.getByRole('link', { name: 'Add to Cart' })).toHaveAttribute('href', `/art/${art.art_id}?do=cart`);
  // The share links work without a script; the script's own buttons stay hidden without it.
  await expect(page.getByRole('link', { name: 'Share on Facebook' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await shoot(page, 'public-art', { widths: [1280, 375, 360] });

  // The artist's shop, from the piece's page.
  await page.getByRole('link', { name: 'Perla Dela Cruz' }).click();
  await expect(page).toHaveURL(new RegExp(`${shopPagePath(artist.username).replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Perla Dela Cruz' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mango Tree at Dusk/ })).toHaveAttribute('href', path);
  await expect(page.getByRole('link', { name: 'Commission me' })).toBeVisible();
  await shoot(page, 'public-shop', { widths: [1280, 375, 360] });
  await context.close();

  // No such piece: a real 404 page.
  const missing = await request.get('/a/0b7c2a1e-5f0e-4c53-9a55-0d3c4b1d2e3f/nothing');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Art not found');
});

test("an artist's shared link brings a signed-out visitor to the piece; Add to Cart signs them in, back to the piece, and it is in their cart", async ({
  browser,
  baseURL,
  signedIn,
  stack,
}) => {
  const artist = await confirmedAccount(stack!, 'Artist', 'Ramon');
  const art = await uploadArtThroughApi(
    stack!,
    await apiSession(stack!, artist),
    { ...MANGO, title: 'Bahay Kubo in the Rain' },
    22,
  );
  const buyer = await confirmedAccount(stack!, 'Client', 'Liza');

  // The artist shares the piece from its page in the app: what they copy is its public address.
  const artistPage = await signedIn(artist);
  await artistPage.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await artistPage.goto(`/art/${art.art_id}`);
  await artistPage.getByRole('button', { name: `Share ${art.title}` }).click();
  await artistPage.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(artistPage.getByText('Link copied.')).toBeVisible();
  await shoot(artistPage, 'art-detail-shared', { widths: [1280, 375, 360], fullPage: false });
  const link = await artistPage.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe(artPagePath(art.art_id, art.title));

  // The buyer, signed out, on a phone: the link opens the piece's public page.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: art.title })).toBeVisible();
  // With its script, the page offers the browser's own "Copy link" too.
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await page.getByRole('link', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughPage(page, buyer.email, buyer.password);
  // Back on the piece, the action finished and its request gone from the address.
  await expect(page).toHaveURL(new RegExp(`/art/${art.art_id}$`));
  await expect(page.getByText(`Added 1 piece of "${art.title}" to your cart.`)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(art.title).first()).toBeVisible();
  await context.close();
});
