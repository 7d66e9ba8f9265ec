import { describe, expect, it } from 'vitest';
import { PLACE_CODE, REGION_CODES, ZONE_LABELS, ZONES, zoneOfRegion } from './places';
import { HUC_PROVINCE, placesTree } from './places-tree';
import { readPsgc } from './psgc-read';

const dataset = readPsgc();
const tree = placesTree(dataset);

describe('zones', () => {
  it('maps every region of the PSGC dataset to a zone', () => {
    expect(dataset.regions.length).toBe(18);
    for (const region of dataset.regions) expect(ZONES, region.regionName).toContain(zoneOfRegion(region.regCode));
    expect(REGION_CODES.sort()).toEqual(dataset.regions.map((r) => r.regCode).sort());
  });

  it('puts the regions in the zones docs/fulfilment.md names', () => {
    const zoneOf = (name: string) => zoneOfRegion(dataset.regions.find((r) => r.regionName.includes(name))!.regCode);
    expect(zoneOf('(NCR)')).toBe('metro_manila');
    for (const name of ['Region I ', 'Region II ', 'Region III ', 'Region IV-A', 'MIMAROPA', 'Region V ', '(CAR)'])
      expect(zoneOf(name), name).toBe('luzon');
    for (const name of ['Region VI ', 'Region VII ', 'Region VIII ', '(NIR)'])
      expect(zoneOf(name), name).toBe('visayas');
    for (const name of ['Region IX ', 'Region X ', 'Region XI ', 'Region XII ', 'Caraga', 'Bangsamoro'])
      expect(zoneOf(name), name).toBe('mindanao');
  });

  it('reads a region from its two digits or any full code in it, and nothing else', () => {
    expect(zoneOfRegion('07')).toBe('visayas');
    expect(zoneOfRegion('0730600000')).toBe('visayas');
    expect(zoneOfRegion('1381300000')).toBe('metro_manila');
    for (const bad of ['', '7', '15', '99', 'ab', '07306', '073060000000'])
      expect(zoneOfRegion(bad), bad).toBeUndefined();
  });

  it('labels each zone', () => {
    expect(ZONES.map((z) => ZONE_LABELS[z])).toEqual(['Metro Manila', 'Rest of Luzon', 'Visayas', 'Mindanao']);
  });
});

describe('the place tree the pickers show', () => {
  const region = (code: string) => tree.regions.find((r) => r.code === code)!;
  const allCities = tree.regions.flatMap((r) => [...r.cities, ...r.provinces.flatMap((p) => p.cities)]);

  it('gives NCR its cities and no provinces, every other region provinces only', () => {
    expect(region('13').provinces).toEqual([]);
    expect(region('13').cities.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Quezon City', 'City of Makati', 'Pateros', 'Tondo I/II', 'Binondo']),
    );
    for (const r of tree.regions.filter((r) => r.code !== '13')) {
      expect(r.cities, r.name).toEqual([]);
      expect(r.provinces.length, r.name).toBeGreaterThan(0);
    }
  });

  it('puts each highly urbanized city outside NCR under a province of its own region', () => {
    const hucs = dataset.provinces.filter((p) => p.cityClass === 'HUC' && p.regCode !== '13');
    expect(hucs.map((p) => p.provCode).sort()).toEqual(Object.keys(HUC_PROVINCE).sort());
    for (const huc of hucs) {
      const home = dataset.provinces.find((p) => p.provCode === HUC_PROVINCE[huc.provCode])!;
      expect(home.regCode, huc.provName).toBe(huc.regCode);
      expect(home.cityClass, huc.provName).toBeNull();
    }
    const cebu = region('07').provinces.find((p) => p.name === 'Cebu')!;
    expect(cebu.cities.map((c) => c.name)).toEqual(
      expect.arrayContaining(['City of Cebu', 'City of Lapu-Lapu', 'City of Mandaue', 'Argao']),
    );
    expect(region('07').provinces.map((p) => p.name)).toEqual(['Bohol', 'Cebu']);
    expect(
      region('11')
        .provinces.find((p) => p.name === 'Davao del Sur')!
        .cities.map((c) => c.name),
    ).toContain('City of Davao');
  });

  it('keeps the places outside any province under their own province-level name', () => {
    expect(region('19').provinces.map((p) => p.name)).toContain('Special Geographic Area');
    expect(
      region('09')
        .provinces.find((p) => p.name === 'City of Isabela')
        ?.cities.map((c) => c.name),
    ).toEqual(['City of Isabela']);
  });

  it('names every place by a ten-digit code under its region, and every barangay under its city', () => {
    for (const r of tree.regions) {
      for (const p of r.provinces) expect(p.code.slice(0, 2) + PLACE_CODE.test(p.code), p.name).toBe(`${r.code}true`);
      for (const c of [...r.cities, ...r.provinces.flatMap((p) => p.cities)])
        expect(c.code.slice(0, 2) + PLACE_CODE.test(c.code), c.name).toBe(`${r.code}true`);
    }
    for (const [city, barangays] of tree.barangays)
      for (const b of barangays) expect(b.code.slice(0, 7) + '000' + PLACE_CODE.test(b.code)).toBe(`${city}true`);
    expect(allCities.find((c) => c.name === 'City of Cebu')!.code).toBe('0730600000');
  });

  it('gives every city barangays, and every barangay a city, with trimmed names', () => {
    expect(allCities.length).toBe(tree.barangays.size);
    for (const c of allCities) expect(tree.barangays.get(c.code)?.length, c.name).toBeGreaterThan(0);
    expect(allCities.map((c) => c.name)).not.toContain('City of Manila');
    const names = [
      ...tree.regions.flatMap((r) => r.provinces.map((p) => p.name)),
      ...allCities.map((c) => c.name),
      ...[...tree.barangays.values()].flat().map((b) => b.name),
    ];
    for (const name of names) expect(name).toBe(name.trim());
    expect([...tree.barangays.values()].flat().length).toBe(dataset.barangays.length);
  });
});
