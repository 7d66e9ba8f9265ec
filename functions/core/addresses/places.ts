import type { Place } from '@shared/places';
import { zoneOfRegion, type Zone } from '@shared/places';
import { ADDRESS_MESSAGES } from '@shared/messages/addresses';
import { ErrorCodes } from '@shared/api/errors';
import { AppError } from '../errors';
import { BARANGAYS, CITIES, PROVINCES, REGIONS } from './places-data';

/**
 * Checks a chain of PSGC codes (region → province → city or municipality → barangay) against the
 * place tree the pickers show (shared/places-tree.ts, carried as places-data.ts) and answers the
 * official names, which the address stores beside the codes: nothing reads the dataset to show an
 * address. Only the addresses function imports this module (and so the data, ~180 kB of its zip;
 * places-data.test.ts keeps every other function without it).
 */

export interface PlaceCodes {
  region_code: string;
  /** Null in a region without provinces (NCR). */
  province_code: string | null;
  city_code: string;
  barangay_code: string;
}

export interface ResolvedPlace {
  region: Place;
  province: Place | null;
  city: Place;
  barangay: Place;
  zone: Zone;
}

interface Index {
  regions: Map<string, string>;
  provinces: Map<string, string>;
  cities: Map<string, { name: string; province: string | null }>;
  /** The regions that have provinces (all but NCR). */
  withProvinces: Set<string>;
}

let index: Index | undefined;

/** The regions, provinces and cities, read from their strings the first time a chain is checked (~2 ms). */
function places(): Index {
  if (index) return index;
  const records = (text: string) => text.split('~').map((record) => record.split(';'));
  const provinces = new Map(records(PROVINCES).map(([code, name]) => [code!, name!]));
  index = {
    regions: new Map(records(REGIONS).map(([code, name]) => [code!, name!])),
    provinces,
    cities: new Map(
      records(CITIES).map(([code, province, name]) => [code!, { name: name!, province: province || null }]),
    ),
    withProvinces: new Set([...provinces.keys()].map((code) => code.slice(0, 2))),
  };
  return index;
}

let lastCity: { code: string; barangays: Map<string, string> } | undefined;

/** A city's barangays by code, read from its one record (found by a search of the string, not a parse of all 42,000). */
function barangaysOf(cityCode: string): Map<string, string> {
  if (lastCity?.code === cityCode) return lastCity.barangays;
  const found = new Map<string, string>();
  lastCity = { code: cityCode, barangays: found };
  const key = `${cityCode};`;
  const at = BARANGAYS.startsWith(key) ? 0 : BARANGAYS.indexOf(`~${key}`);
  if (at === -1) return found;
  const start = BARANGAYS.startsWith(key) ? 0 : at + 1;
  const end = BARANGAYS.indexOf('~', start);
  const items = BARANGAYS.slice(start + cityCode.length + 1, end === -1 ? undefined : end).split('|');
  let number = 0;
  for (const item of items) {
    const caret = item.indexOf('^');
    number += caret === -1 ? 1 : Number(item.slice(0, caret));
    found.set(`${cityCode.slice(0, 7)}${String(number).padStart(3, '0')}`, caret === -1 ? item : item.slice(caret + 1));
  }
  return found;
}

const refused = (field: keyof PlaceCodes, message: string) =>
  new AppError(ErrorCodes.addressPlaceUnknown, message, { field });

/**
 * The places a chain of codes names, each with its official name, and the region's zone; a 400
 * (`addresses.place_unknown`, naming the first wrong field) when a code is not in the tree or not
 * under the one before it.
 */
export function resolvePlace(codes: PlaceCodes): ResolvedPlace {
  const { regions, provinces, cities, withProvinces } = places();
  const regionName = regions.get(codes.region_code);
  const zone = zoneOfRegion(codes.region_code);
  if (regionName === undefined || zone === undefined) throw refused('region_code', ADDRESS_MESSAGES.region);
  const city = cities.get(codes.city_code);
  let province: Place | null = null;
  if (withProvinces.has(codes.region_code)) {
    const name = codes.province_code === null ? undefined : provinces.get(codes.province_code);
    if (name === undefined || !codes.province_code!.startsWith(codes.region_code))
      throw refused('province_code', ADDRESS_MESSAGES.province);
    province = { code: codes.province_code!, name };
  } else if (codes.province_code !== null) {
    throw refused('province_code', ADDRESS_MESSAGES.noProvince);
  }
  if (!city || !codes.city_code.startsWith(codes.region_code) || city.province !== (province?.code ?? null))
    throw refused('city_code', ADDRESS_MESSAGES.city);
  const barangayName = codes.barangay_code.startsWith(codes.city_code.slice(0, 7))
    ? barangaysOf(codes.city_code).get(codes.barangay_code)
    : undefined;
  if (barangayName === undefined) throw refused('barangay_code', ADDRESS_MESSAGES.barangay);
  return {
    region: { code: codes.region_code, name: regionName },
    province,
    city: { code: codes.city_code, name: city.name },
    barangay: { code: codes.barangay_code, name: barangayName },
    zone,
  };
}
