import { describe, expect, it } from 'vitest';
import { requestUrl } from '@web/lib/request-url';
import { artIdOf, artRequests } from './art-data';
import { browseArtsRequests, masonryColumns } from './browse-arts-data';
import { readBrowseParams } from './components/browse-query';
import { urlPage } from './components/browse-url-pages';

const API = 'https://api.example.test/';
const urlOf = (request: { routeKey: string; params?: Record<string, unknown>; query?: Record<string, unknown> }) =>
  requestUrl(API, request.routeKey, request).url.href;

describe("Browse Arts' first row", () => {
  it('is as many cards as the masonry has columns at the width: 1 below 700 px, 2 below 1100 px, else 3', () => {
    expect([375, 412, 699, 700, 1099, 1100, 1280].map(masonryColumns)).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });
});

describe("Browse Arts' early requests", () => {
  it('ask, on plain /browse-arts, for the very URL the page asks for (its defaults, no cursor), and the wishlist', () => {
    const params = new URLSearchParams('');
    const page = urlOf({
      routeKey: 'GET /api/arts',
      query: { ...readBrowseParams(params), cursor: urlPage(params).cursor ?? undefined },
    });
    const [arts, wishlist] = browseArtsRequests('u-1', '');
    expect(urlOf(arts!)).toBe(page);
    expect(page).toBe(`${API}api/arts?sort=latest&limit=25`);
    expect(urlOf(wishlist!)).toBe(`${API}wishlist/u-1`);
  });

  it('leave the arts to the page when the address has filters or a page (only the wishlist is asked for)', () => {
    for (const search of ['?medium=Oil', '?page=2&cursor=abc', '?sort=cheapest']) {
      expect(browseArtsRequests('u-1', search).map((r) => r.routeKey)).toEqual(['GET /wishlist/{userId}']);
    }
  });
});

describe("an art's page", () => {
  it("reads the art's id from its path as the router gives it (decoded), or none", () => {
    expect(artIdOf('/art/a-1')).toBe('a-1');
    expect(artIdOf('/art/a%201/')).toBe('a 1');
    expect(artIdOf('/art/%E0%A4%A')).toBeNull();
    expect(artIdOf('/art/')).toBeNull();
    expect(artIdOf('/art/a/b')).toBeNull();
  });

  it('asks for the art (by the URL the page asks for it) and the wishlist; nothing without an id', () => {
    expect(artRequests('u-1', '/art/a%201').map(urlOf)).toEqual([`${API}api/art/a%201`, `${API}wishlist/u-1`]);
    expect(artRequests('u-1', '/art/')).toEqual([]);
  });
});
