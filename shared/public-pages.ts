/**
 * Crafti's window to the street (issue 49): the public art and shop pages, the sitemap and
 * robots.txt, rendered by the `pages` route group (functions/api/pages/) and served on the site's
 * own address. CloudFront's page behaviours (infra/constructs/site.ts) and the local web server
 * (infra/local/web.ts) rewrite the site's path to the API's with PAGE_REWRITES; the web app links
 * to the pages with artPagePath and shopPagePath.
 */

/** What a title becomes in an art page's address: lower case, accents folded, words joined by '-'. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'art';
}

/** `/a/{artId}/{title-slug}`: the art's public page. The slug is for people; only the id is read. */
export const artPagePath = (artId: string, title: string) => `/a/${encodeURIComponent(artId)}/${slugOf(title)}`;

/** `/@{username}`: the artist's public shop. Usernames are letters, digits, dots and underscores. */
export const shopPagePath = (username: string) => `/@${username}`;

/** The sitemap index and its parts. */
export const SITEMAP_PATH = '/sitemap.xml';
export const sitemapPartPath = (name: string) => `/sitemaps/${name}.xml`;
export const ROBOTS_PATH = '/robots.txt';

/**
 * The site's page paths and where each is at the API (`$1`: the first group), first match wins.
 * Plain patterns and templates, so CloudFront's viewer-request function (JavaScript 2.0) runs the
 * same rules as the local server. The page behaviours' path patterns are PAGE_PATH_PATTERNS.
 */
export const PAGE_REWRITES: readonly { readonly pattern: string; readonly to: string }[] = [
  { pattern: '^/a/([^/]+)(?:/[^/]*)?/?$', to: '/pages/art/$1' },
  { pattern: '^/@([A-Za-z0-9._]+)/?$', to: '/pages/shop/$1' },
  { pattern: '^/sitemap\\.xml$', to: '/pages/sitemap' },
  { pattern: '^/sitemaps/([a-z0-9-]+)\\.xml$', to: '/pages/sitemap/$1' },
  { pattern: '^/robots\\.txt$', to: '/pages/robots' },
];

/** CloudFront's path patterns of the page behaviours: every path PAGE_REWRITES can match. */
export const PAGE_PATH_PATTERNS = ['/a/*', '/@*', SITEMAP_PATH, '/sitemaps/*', ROBOTS_PATH] as const;

/** The API path of a site path, or null when it is not a public page (an unknown /a/… path is the app's 404). */
export function pageApiPath(sitePath: string): string | null {
  for (const rule of PAGE_REWRITES) {
    const re = new RegExp(rule.pattern);
    if (re.test(sitePath)) return sitePath.replace(re, rule.to);
  }
  return null;
}

/**
 * What a public page's action link asks the signed-in app to finish (`/art/{id}?do=cart`): a
 * signed-out visitor signs in first and comes back to it (the sign-in guard keeps the address).
 */
export const ART_ACTIONS = ['cart', 'buy', 'wishlist', 'message'] as const;
export type ArtAction = (typeof ART_ACTIONS)[number];
export const artActionPath = (artId: string, action: ArtAction) => `/art/${encodeURIComponent(artId)}?do=${action}`;
/** "Commission me": the artist's profile in the app, its proposal form open. */
export const commissionPath = (artistId: string) => `/profile/artist/${encodeURIComponent(artistId)}?do=proposal`;

/** Share links a desktop offers beside "Copy link" (phones use the Web Share API). */
export const facebookShareUrl = (url: string) =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
export const messengerShareUrl = (url: string) => `fb-messenger://share/?link=${encodeURIComponent(url)}`;
