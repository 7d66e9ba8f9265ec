/**
 * A visited page's key for the accessibility check: its path with ids folded (`/art/:id`,
 * `/orders/:id`). An id is a path segment of 16 or more id characters with a digit in it (a UUID,
 * a time-ordered ULID, a notification's `<ulid>.<userId>`), never a word of a route. The public
 * pages' own parts are folded too: an art page's title slug (`/a/:id/:slug`) and a shop's
 * username (`/@:username`), one page each whatever piece or artist it shows.
 */
export const pageKey = (url: URL) => {
  const path = url.pathname
    .split('/')
    .map((segment) => (/^[\w.-]{16,}$/.test(segment) && /\d/.test(segment) ? ':id' : segment))
    .join('/');
  if (path.startsWith('/@')) return '/@:username';
  return path.replace(/^\/a\/:id\/[^/]+$/, '/a/:id/:slug');
};
