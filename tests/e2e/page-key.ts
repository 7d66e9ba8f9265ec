/**
 * A visited page's key for the accessibility check: its path with ids folded (`/art/:id`,
 * `/orders/:id`). An id is a path segment of 16 or more id characters with a digit in it (a UUID,
 * a time-ordered ULID, a notification's `<ulid>.<userId>`), never a word of a route.
 */
export const pageKey = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => (/^[\w.-]{16,}$/.test(segment) && /\d/.test(segment) ? ':id' : segment))
    .join('/');
