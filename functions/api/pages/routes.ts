import type { pagesContract } from '@shared/api/contract/pages';
import { artPage } from '../../core/public-pages/art-page';
import { shopPage } from '../../core/public-pages/shop-page';
import { robots, sitemapIndex, sitemapPart } from '../../core/public-pages/sitemap';

import type { GroupRoutes } from '../../lib/http';

type C = typeof pagesContract;

/** The public pages (issue 49): server HTML for visitors and crawlers, the sitemap, robots.txt. */
export const pageRoutes: GroupRoutes<C> = {
  'GET /pages/art/{artId}': async ({ params }) => artPage(params.artId),
  'GET /pages/shop/{username}': async ({ params, query }) => shopPage(params.username, query.after),
  'GET /pages/sitemap': async () => sitemapIndex(),
  'GET /pages/sitemap/{part}': async ({ params }) => sitemapPart(params.part),
  'GET /pages/robots': async () => robots(),
};
