import {
  artPageParamsSchema,
  pageAnswerSchema,
  shopPageParamsSchema,
  shopPageQuerySchema,
  sitemapPartParamsSchema,
} from '../../schemas/pages';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * Crafti's public pages (issue 49), rendered as HTML for people who are not signed in and for
 * crawlers, served on the site's own address (shared/public-pages.ts rewrites `/a/{id}/{slug}` →
 * `/pages/art/{id}`, `/@{username}` → `/pages/shop/{username}`, `/sitemap.xml`, `/robots.txt`).
 * A page that is gone answers its own 404/410 page, not a JSON refusal.
 */
export const pagesContract = defineRoutes({
  'GET /pages/art/{artId}': {
    auth: 'public',
    owner: 'none',
    document: true,
    params: artPageParamsSchema,
    response: pageAnswerSchema,
    errors: [],
  },
  'GET /pages/shop/{username}': {
    auth: 'public',
    owner: 'none',
    document: true,
    params: shopPageParamsSchema,
    query: shopPageQuerySchema,
    response: pageAnswerSchema,
    // The arts list refuses a forged `after`; the page answers it with its 404 page (shop-page.ts).
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /pages/sitemap': { auth: 'public', owner: 'none', document: true, response: pageAnswerSchema, errors: [] },
  'GET /pages/sitemap/{part}': {
    auth: 'public',
    owner: 'none',
    document: true,
    params: sitemapPartParamsSchema,
    response: pageAnswerSchema,
    errors: [],
  },
  'GET /pages/robots': { auth: 'public', owner: 'none', document: true, response: pageAnswerSchema, errors: [] },
});
