import type { PageAnswer } from '@shared/schemas/pages';
import type { APIGatewayProxyStructuredResultV2 as HttpResult } from 'aws-lambda';

const TYPES: Record<PageAnswer['type'], string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

/**
 * A document route's answer as sent (issue 49): public, cached by browsers and by CloudFront
 * (`s-maxage`) for the page's maxAge, so a change (an art hidden, sold out, repriced) shows on
 * its public page within that time (shared/public-pages.ts; the API itself answers at once).
 */
export function documentResult(page: PageAnswer): HttpResult {
  return {
    statusCode: page.status,
    headers: {
      'content-type': TYPES[page.type],
      'cache-control': `public, max-age=${page.maxAge}, s-maxage=${page.maxAge}`,
    },
    body: page.body,
  };
}

/**
 * The security headers of the HTML the API sends (only the public pages are HTML; JSON answers
 * get none of these): their own styles inline, pictures from the media host, the one script of
 * the site's own (the share button, web/public/share.js), Web Share and the clipboard for it;
 * no framing, no forms, no plugins. Middy's defaults otherwise (sandboxed, images refused, COEP
 * refusing the media host's pictures) would break the page.
 */
export const DOCUMENT_SECURITY_HEADERS = {
  contentSecurityPolicy: {
    'default-src': "'none'",
    'img-src': "'self' data: https: http://localhost:* http://127.0.0.1:*",
    'style-src': "'unsafe-inline'",
    'script-src': "'self'",
    // The page's own origin only (a crawler's robots.txt check runs from the page).
    'connect-src': "'self'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
    'navigate-to': null,
    'report-to': null,
    sandbox: null,
    'require-trusted-types-for': null,
    'trusted-types': null,
    'upgrade-insecure-requests': null,
  },
  crossOriginEmbedderPolicy: { policy: 'unsafe-none' },
  // The page is linked from other sites (Facebook, Messenger): its referrer policy lets the next page know it came from Crafti.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  permissionsPolicy: { 'web-share': 'self', 'clipboard-write': 'self' },
  reportTo: null,
};
