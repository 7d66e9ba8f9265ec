import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SIGNED_IN_TABLE, signedInPages } from './signed-in-pages';

const source = fs.readFileSync(path.join(import.meta.dirname, SIGNED_IN_TABLE), 'utf8');

it("reads every signed-in route and its page module from the router's own table", () => {
  const pages = signedInPages(source);
  expect(pages['/dashboard']).toBe('src/features/dashboard/routes/dashboard.tsx');
  expect(pages['/edit-art/:artId']).toBe('src/features/arts/routes/edit-art.tsx');
  expect(pages['/artist-post-arts']).toBe(pages['/upload-art']);
  expect(pages['*']).toBeUndefined();
  for (const module of Object.values(pages))
    expect(fs.existsSync(path.join(import.meta.dirname, module)), module).toBe(true);
});

it('fails loudly when a route names a page it cannot resolve, or a route is written some other way', () => {
  expect(() =>
    signedInPages(source.replace("['/dashboard', pages.dashboard]", "['/dashboard', pages.nowhere]")),
  ).toThrow(/pages\.nowhere/);
  expect(() => signedInPages(source.replace("['/cart', pages.cart]", "['/cart',\n    pages.cart]"))).toThrow(
    /read \d+ routes of \d+/,
  );
});
