import { expect, it } from 'vitest';
import { routeChunks } from './route-chunks';

const TABLE = JSON.stringify({
  files: ['/assets/signed-in-routes.js', '/assets/dashboard.js', '/assets/edit-art.js', '/assets/profile.js'],
  routes: { '/dashboard': [0, 1], '/edit-art/:artId': [0, 2], '/profile/:profileType/:userId': [0, 3] },
});

it("lists a route's chunks by its exact path, with or without a trailing slash", () => {
  expect(routeChunks(TABLE, '/dashboard')).toEqual(['/assets/signed-in-routes.js', '/assets/dashboard.js']);
  expect(routeChunks(TABLE, '/dashboard/')).toEqual(['/assets/signed-in-routes.js', '/assets/dashboard.js']);
});

it('matches a parameter to exactly one non-empty segment', () => {
  expect(routeChunks(TABLE, '/edit-art/a1')).toEqual(['/assets/signed-in-routes.js', '/assets/edit-art.js']);
  expect(routeChunks(TABLE, '/profile/artist/u1')).toEqual(['/assets/signed-in-routes.js', '/assets/profile.js']);
  expect(routeChunks(TABLE, '/edit-art')).toEqual([]);
  expect(routeChunks(TABLE, '/edit-art/a1/more')).toEqual([]);
  expect(routeChunks(TABLE, '/profile/artist/')).toEqual([]);
});

it('lists nothing for another path, a missing table or one it cannot read', () => {
  expect(routeChunks(TABLE, '/nowhere')).toEqual([]);
  expect(routeChunks(undefined, '/dashboard')).toEqual([]);
  expect(routeChunks('{not json', '/dashboard')).toEqual([]);
  expect(routeChunks(JSON.stringify({ files: [], routes: { '/dashboard': [7] } }), '/dashboard')).toEqual([]);
});
