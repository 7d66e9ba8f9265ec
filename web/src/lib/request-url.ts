/**
 * The URL of a call to a route of the contract, as the API client makes it (lib/api-client.ts)
 * and as the entry does for the requests it starts early (lib/early-requests.ts): both build it
 * here, so they ask for the very same URL. Kept tiny: it is in the entry.
 */

/** Fills a route key's `{names}` from params: 'GET /tags/{id}' → GET and /tags/t%201. */
export function requestLine(routeKey: string, params: Record<string, unknown> = {}): { method: string; path: string } {
  const space = routeKey.indexOf(' ');
  const path = routeKey.slice(space + 1).replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${routeKey} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  return { method: routeKey.slice(0, space), path };
}

/** A call's method and full URL: the API's base, the filled path and the query's set values. */
export function requestUrl(
  apiUrl: string,
  routeKey: string,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): { method: string; url: URL } {
  const { method, path } = requestLine(routeKey, input.params);
  const url = new URL(path.replace(/^\//, ''), apiUrl.replace(/\/?$/, '/'));
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return { method, url };
}

export function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
