import { describe, expect, it } from 'vitest';
import { artActionPath, artPagePath, pageApiPath, shopPagePath, slugOf } from './public-pages';

describe('public page addresses', () => {
  it("makes a title's slug readable: lower case, accents folded, words joined by '-'", () => {
    expect(slugOf('Mango Tree at Dusk')).toBe('mango-tree-at-dusk');
    expect(slugOf('Niño’s Jeepney — Café Edition!')).toBe('nino-s-jeepney-cafe-edition');
    expect(slugOf('***')).toBe('art');
    expect(slugOf('a'.repeat(80))).toHaveLength(60);
    expect(artPagePath('0b7c', 'Bahay Kubo')).toBe('/a/0b7c/bahay-kubo');
    expect(shopPagePath('maria.santos')).toBe('/@maria.santos');
    expect(artActionPath('0b7c', 'cart')).toBe('/art/0b7c?do=cart');
  });

  it("rewrites the site's page paths to the API's, and nothing else", () => {
    expect(pageApiPath('/a/0b7c/bahay-kubo')).toBe('/pages/art/0b7c');
    expect(pageApiPath('/a/0b7c')).toBe('/pages/art/0b7c');
    expect(pageApiPath('/a/0b7c/')).toBe('/pages/art/0b7c');
    expect(pageApiPath('/@maria_paints')).toBe('/pages/shop/maria_paints');
    expect(pageApiPath('/sitemap.xml')).toBe('/pages/sitemap');
    expect(pageApiPath('/sitemaps/shops-2026-11.xml')).toBe('/pages/sitemap/shops-2026-11');
    expect(pageApiPath('/robots.txt')).toBe('/pages/robots');
    for (const other of ['/art/0b7c', '/a/x/y/z', '/@', '/@maria/x', '/api/tags', '/sitemaps/../x.xml', '/'])
      expect(pageApiPath(other), other).toBeNull();
  });
});
