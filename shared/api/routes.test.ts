import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeGroups, routes, splitRouteKey } from './routes';

const root = path.resolve(import.meta.dirname, '../..');

describe('the route table', () => {
  it('has each route key once', () => {
    const keys = routes.map((r) => r.routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names a handler folder for every group', () => {
    for (const group of routeGroups) {
      expect(fs.existsSync(path.join(root, 'functions/api', group, 'handler.ts')), group).toBe(true);
    }
  });

  it('uses API Gateway route key syntax', () => {
    for (const { routeKey } of routes) {
      const { method, path: p } = splitRouteKey(routeKey);
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(method);
      expect(p).toMatch(/^\/[\w\-/{}+]*$/);
    }
  });
});
