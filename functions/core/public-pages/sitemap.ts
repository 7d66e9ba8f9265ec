import { artPagePath, shopPagePath, SITEMAP_PATH, sitemapPartPath } from '@shared/public-pages';
import type { PageAnswer } from '@shared/schemas/pages';
import * as Listed from '../arts/listed';
import { siteLink } from '../config';
import * as Profiles from '../profiles/profiles';
import { esc } from './html';
import { isShownArtist, PAGE_MAX_AGE, SITEMAP_MAX_AGE } from './shown';

/**
 * The sitemap (issue 49): an index of monthly parts, `arts-YYYY-MM` (the arts listed that month,
 * from Browse Arts' everything partition, so sold-out, hidden and deleted arts are never in it)
 * and `shops-YYYY-MM` (the artists who joined that month). Arts and shops of a hidden, unconfirmed
 * or `noindex` artist are left out. A part holds at most 50,000 addresses (the sitemap protocol's
 * limit); a month with more lists its newest 50,000.
 */

export const MAX_URLS = 50_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PART = /^(arts|shops)-(\d{4})-(\d{2})$/;

const xml = (body: string, maxAge = SITEMAP_MAX_AGE): PageAnswer => ({
  status: 200,
  type: 'xml',
  body: `<?xml version="1.0" encoding="UTF-8"?>${body}`,
  maxAge,
});
const notFound = (): PageAnswer => ({ status: 404, type: 'text', body: 'No such sitemap.', maxAge: PAGE_MAX_AGE });

/** The months from `first` (an ISO time) to `now`, oldest first, as YYYY-MM. */
export function monthsSince(first: string, now = new Date()): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const end = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  while (year * 12 + month <= end && months.length < 1200) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The index: one part per kind and month since the kind's first entry. */
export async function sitemapIndex(): Promise<PageAnswer> {
  const [firstArt, firstArtist] = await Promise.all([Listed.firstListedAt(), Profiles.firstArtistJoinedAt()]);
  const parts = [
    ...(firstArt ? monthsSince(firstArt).map((m) => `arts-${m}`) : []),
    ...(firstArtist ? monthsSince(firstArtist).map((m) => `shops-${m}`) : []),
  ];
  const items = parts.map((p) => `<sitemap><loc>${esc(siteLink(sitemapPartPath(p)))}</loc></sitemap>`);
  return xml(`<sitemapindex xmlns="${XMLNS}">${items.join('')}</sitemapindex>`);
}

/** One part: `arts-2026-11` or `shops-2026-11`. */
export async function sitemapPart(part: string): Promise<PageAnswer> {
  const match = PART.exec(part);
  if (!match) return notFound();
  const [, kind, year, month] = match;
  const prefix = `${year}-${month}`;
  const urls = kind === 'arts' ? await artsOf(prefix) : await shopsOf(prefix);
  const items = urls.map((u) => `<url><loc>${esc(siteLink(u.path))}</loc><lastmod>${esc(u.lastmod)}</lastmod></url>`);
  return xml(`<urlset xmlns="${XMLNS}">${items.join('')}</urlset>`);
}

interface Url {
  path: string;
  lastmod: string;
}

async function artsOf(month: string): Promise<Url[]> {
  const found = await Listed.listedIn(month, MAX_URLS);
  const artists = await Profiles.getMany([...new Set(found.map((a) => a.artistId))]);
  const indexable = (id: string) => {
    const artist = artists.get(id);
    return artist !== undefined && isShownArtist(artist) && artist.noindex !== true;
  };
  return found
    .filter((a) => indexable(a.artistId))
    .map((a) => ({ path: artPagePath(a.artId, a.title), lastmod: a.listedAt }));
}

async function shopsOf(month: string): Promise<Url[]> {
  const artists = await Profiles.artistsJoinedIn(month, MAX_URLS);
  return artists
    .filter((p) => isShownArtist(p) && p.noindex !== true)
    .map((p) => ({ path: shopPagePath(p.username), lastmod: p.updatedAt ?? p.createdAt }));
}

/** robots.txt: everything public may be crawled but the API; the sitemap's address. */
export function robots(): PageAnswer {
  const body = ['User-agent: *', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${siteLink(SITEMAP_PATH)}`, ''].join(
    '\n',
  );
  return { status: 200, type: 'text', body, maxAge: SITEMAP_MAX_AGE };
}
