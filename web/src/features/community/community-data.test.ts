import { describe, expect, it } from 'vitest';
import { requestUrl } from '@web/lib/request-url';
import { communityRequests, feedImageSizes, feedQuery, FIRST_FEED_FILTERS } from './community-data';

const API = 'https://api.example.test/';

describe("the feed's early request", () => {
  it("is the very URL of the page's first request (page 1, newest first, every post)", () => {
    const [early] = communityRequests();
    const page = requestUrl(API, 'GET /community-posts', { query: feedQuery(FIRST_FEED_FILTERS, 1, null) }).url.href;
    expect(requestUrl(API, early!.routeKey, early).url.href).toBe(page);
    expect(page).toBe(`${API}community-posts?page=1&limit=10&order=desc`);
  });

  it("sizes a post's one picture across the card, and two or more side by side", () => {
    expect(feedImageSizes(1)).toContain('calc(100vw - 66px)');
    expect(feedImageSizes(3)).toContain('calc(50vw - 37px)');
  });
});
