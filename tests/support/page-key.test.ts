import { describe, expect, it } from 'vitest';
import { pageKey } from '../e2e/page-key';

describe("the accessibility check's page key", () => {
  const key = (path: string) => pageKey(new URL(path, 'http://localhost'));

  it('folds UUIDs and time-ordered ids, so a page is checked once whichever thing it shows', () => {
    expect(key('/art/3f0c2a9e-4b1d-4c8e-9f2a-1b2c3d4e5f60')).toBe('/art/:id');
    expect(key('/orders/01JDQ7ZK3M4N5P6Q7R8S9T0VWX')).toBe('/orders/:id');
    expect(key('/api/projects/01JDQ7ZK3M4N5P6Q7R8S9T0VWX/commission')).toBe('/api/projects/:id/commission');
  });

  it("folds a public art page's slug and a shop's username: one page each", () => {
    expect(key('/a/3f0c2a9e-4b1d-4c8e-9f2a-1b2c3d4e5f60/mango-tree-at-dusk')).toBe('/a/:id/:slug');
    expect(key('/@maria_paints')).toBe('/@:username');
  });

  it('keeps the words of routes, long ones included', () => {
    expect(key('/transaction-history')).toBe('/transaction-history');
    expect(key('/client-profile')).toBe('/client-profile');
    expect(key('/admin/verification-requests')).toBe('/admin/verification-requests');
  });
});
