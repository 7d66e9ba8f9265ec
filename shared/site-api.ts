/**
 * The API on the site's own address (issue 51 §6): the browser calls `<site>/api/<route>`, so a
 * signed-in page's requests are same-origin and need no CORS preflight. CloudFront's `/api/*`
 * behaviour (infra/constructs/site.ts) and the local web server (infra/local/web.ts) strip the
 * prefix and pass the call to the HTTP API; the API's own address keeps answering directly (the
 * PayMongo webhooks, the tests, scripts).
 */
export const SITE_API_PATH = '/api';

/**
 * Seen at the API, every call through the site comes from the edge, not from the person: the
 * edge names the person's address in VIEWER_ADDRESS_HEADER (set by the edge itself, replacing any
 * the caller sent) and proves it is the edge with EDGE_SECRET_HEADER, a secret only the edge and
 * the functions hold. The functions take the named address only with the secret
 * (functions/lib/viewer-address.ts), so a caller of the API's own address cannot choose theirs.
 */
export const EDGE_SECRET_HEADER = 'x-crafti-edge';
export const VIEWER_ADDRESS_HEADER = 'x-crafti-viewer';

/**
 * The pictures on the site's own address (issue 49, 51 §6): `<site>/media/<key>` is the media
 * bucket's `<key>` (CloudFront's `/media/*` behaviour, the local web server's proxy), so a page's
 * pictures come over the connection its HTML came on, with no second host to look up and open.
 */
export const SITE_MEDIA_PATH = '/media';
