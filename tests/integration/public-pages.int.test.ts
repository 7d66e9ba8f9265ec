import { beforeAll, describe, expect, inject, it } from 'vitest';
import { artPagePath, shopPagePath } from '@shared/public-pages';
import * as Arts from '@functions/core/arts/arts';
import * as ArtModeration from '@functions/core/arts/moderation';
import * as ProfileModeration from '@functions/core/profiles/moderation';
import { apiClient } from '../support/api';
import { newArt } from '../support/builders';
import { createPerson, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);

/** A public page as a crawler fetches it: no token, no script run, the HTML as sent. */
async function fetchPage(path: string) {
  const response = await fetch(`${endpoints.api}${path}`, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}
const artPage = (artId: string) => fetchPage(`/pages/art/${artId}`);
const shopPage = (username: string) => fetchPage(`/pages/shop/${encodeURIComponent(username)}`);

/** The content of `<meta property|name="…" content="…">`, unescaped as a crawler reads it. */
function meta(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return found?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
function jsonLdOf(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!found) throw new Error('no JSON-LD in the page');
  return JSON.parse(found[1]!) as Record<string, unknown>;
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

/** Every address the sitemap lists: the index's parts, each part's URLs. */
async function sitemapUrls(): Promise<string[]> {
  const index = await fetchPage('/pages/sitemap');
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
  const parts = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const urls: string[] = [];
  for (const part of parts) {
    const name = /\/sitemaps\/([a-z0-9-]+)\.xml$/.exec(part)?.[1];
    expect(name, part).toBeDefined();
    const body = (await fetchPage(`/pages/sitemap/${name}`)).body;
    urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
  }
  return urls;
}

describe('public art and shop pages, link previews and the sitemap (issue 49)', () => {
  let artist: TestUser;
  let client: TestUser;
  let art: Awaited<ReturnType<typeof newArt>>;

  beforeAll(async () => {
    [artist, client] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'pub-artist', firstname: 'Niño', lastname: 'Dela Cruz' }),
      createPerson({ role: 'Client', prefix: 'pub-client' }),
    ]);
    art = await newArt(artist, { title: 'Mango Tree at Dusk', price: '2450.50', description: 'Watercolor on paper.' });
  });

  it('sends an art page whose HTML has the picture, price, artist and a link preview with valid JSON-LD', async () => {
    const page = await artPage(art.art_id);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    // The picture's own host may serve it; nothing else runs but the site's share script.
    expect(page.headers.get('content-security-policy')).toMatch(/img-src [^;]*https:/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);

    expect(page.body).toContain('<h1>Mango Tree at Dusk</h1>');
    expect(page.body).toContain('₱2,450.50');
    expect(page.body).toContain('Niño Dela Cruz');
    expect(page.body).toMatch(
      /<img src="[^"]+" (srcset="[^"]+" sizes="[^"]+" )?(width="\d+" height="\d+" )?alt="Mango Tree at Dusk by Niño Dela Cruz"/,
    );
    expect(canonicalOf(page.body)).toMatch(new RegExp(`${artPagePath(art.art_id, art.title)}$`));
    expect(canonicalOf(page.body)).toMatch(/\/a\/[^/]+\/mango-tree-at-dusk$/);

    expect(meta(page.body, 'og:title')).toBe('Mango Tree at Dusk by Niño Dela Cruz · ₱2,450.50 · Crafti');
    expect(meta(page.body, 'og:type')).toBe('product');
    expect(meta(page.body, 'og:image')).toBe(art.image.large ?? art.image.url);
    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
    expect(meta(page.body, 'product:price:amount')).toBe('2450.50');
    expect(meta(page.body, 'product:price:currency')).toBe('PHP');

    const ld = jsonLdOf(page.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: 'Mango Tree at Dusk',
      artMedium: 'Oil',
      creator: { '@type': 'Person', name: 'Niño Dela Cruz' },
      offers: {
        '@type': 'Offer',
        price: '2450.50',
        priceCurrency: 'PHP',
        availability: 'https://schema.org/InStock',
      },
    });
    // Signed-out actions go through the app's sign-in and come back to the piece.
    expect(page.body).toContain(`href="/art/${art.art_id}?do=cart"`);
    expect(page.body).toContain(`href="${shopPagePath(artist.username!)}"`);
  });

  it('shows nothing a signed-in stranger could not see: no e-mail, no phone', async () => {
    const body = (await artPage(art.art_id)).body + (await shopPage(artist.username!)).body;
    expect(body).not.toContain(artist.email);
    expect(body).not.toMatch(/@example\.test/);
  });

  it("sends the artist's shop with their arts linked to their public pages, by any spelling of the username", async () => {
    const page = await shopPage(artist.username!.toUpperCase());
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Niño Dela Cruz</h1>');
    expect(page.body).toContain(`href="${artPagePath(art.art_id, art.title)}"`);
    expect(page.body).toContain(`href="/profile/artist/${artist.userId}?do=proposal"`);
    expect(canonicalOf(page.body)).toMatch(new RegExp(`${shopPagePath(artist.username!).replace('.', '\\.')}$`));
    expect(meta(page.body, 'og:type')).toBe('profile');
    expect(jsonLdOf(page.body)).toMatchObject({ '@type': 'ProfilePage', mainEntity: { name: 'Niño Dela Cruz' } });
  });

  it('answers 404 for no such art or shop, and for a client (clients have no shop)', async () => {
    expect((await artPage('0b7c2a1e-5f0e-4c53-9a55-0d3c4b1d2e3f')).status).toBe(404);
    expect((await shopPage('nobody_here_at_all')).status).toBe(404);
    const clientShop = await shopPage(client.username!);
    expect(clientShop.status).toBe(404);
    expect(clientShop.body).toContain('<meta name="robots" content="noindex">');
  });

  it('lists public arts and shops in the sitemap, and robots.txt names it', async () => {
    const urls = await sitemapUrls();
    expect(urls.some((u) => u.endsWith(artPagePath(art.art_id, art.title)))).toBe(true);
    expect(urls.some((u) => u.endsWith(shopPagePath(artist.username!)))).toBe(true);
    expect(urls.some((u) => u.endsWith(shopPagePath(client.username!)))).toBe(false);
    const robots = await fetchPage('/pages/robots');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect((await fetchPage('/pages/sitemap/arts-1999-1')).status).toBe(404);
  });

  it('takes a sold-out, hidden or deleted piece off its page (410/404), the sitemap and the shop at once', async () => {
    const [soldOut, hidden, deleted] = await Promise.all([
      newArt(artist, { title: 'Sold out piece', quantity: '1' }),
      newArt(artist, { title: 'Hidden piece' }),
      newArt(artist, { title: 'Deleted piece' }),
    ]);
    // The last piece sold (what a paid order does to the stock).
    await Arts.setStock(soldOut.art_id, 0);
    await ArtModeration.setHidden(hidden.art_id, true);
    await callOk('DELETE /api/arts/{id}', { token: artist.idToken, params: { id: deleted.art_id } });

    expect((await artPage(soldOut.art_id)).status).toBe(410);
    const gone = await artPage(hidden.art_id);
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('This piece is no longer available');
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect((await artPage(deleted.art_id)).status).toBe(404);

    const urls = await sitemapUrls();
    for (const id of [soldOut.art_id, hidden.art_id, deleted.art_id])
      expect(urls.some((u) => u.includes(`/a/${id}/`))).toBe(false);
    const shop = (await shopPage(artist.username!)).body;
    expect(shop).not.toContain(`/a/${hidden.art_id}/`);
    expect(shop).not.toContain(`/a/${soldOut.art_id}/`);
  });

  it("keeps a noindex artist's pages out of search engines and the sitemap, and a hidden artist's off the street", async () => {
    const shy = await createPerson({ role: 'Artist', prefix: 'pub-shy' });
    const piece = await newArt(shy, { title: 'Quiet piece' });
    await callOk('PUT /artist-profile', {
      token: shy.idToken,
      body: {
        userId: shy.userId,
        profile: {
          firstname: 'Shy',
          lastname: 'Artist',
          bio: '',
          gender: '',
          date_of_birth: '',
          address: '',
          phone: '',
        },
        preferences: {},
        hide_from_search_engines: true,
      } as never,
    });
    const profile = await callOk('GET /artist-profile/{userId}', {
      token: shy.idToken,
      params: { userId: shy.userId },
    });
    expect(profile.hide_from_search_engines).toBe(true);
    const [shopHtml, artHtml] = await Promise.all([shopPage(shy.username!), artPage(piece.art_id)]);
    expect(shopHtml.status).toBe(200);
    expect(shopHtml.body).toContain('<meta name="robots" content="noindex">');
    expect(artHtml.body).toContain('<meta name="robots" content="noindex">');
    expect((await artPage(art.art_id)).body).not.toContain('noindex');
    const urls = await sitemapUrls();
    expect(urls.some((u) => u.endsWith(shopPagePath(shy.username!)))).toBe(false);
    expect(urls.some((u) => u.includes(`/a/${piece.art_id}/`))).toBe(false);

    await ProfileModeration.setHidden(shy.userId, true);
    expect((await shopPage(shy.username!)).status).toBe(410);
    expect((await artPage(piece.art_id)).status).toBe(410);
  });
});
