import { useQuery } from '@tanstack/react-query';
import { PLACE_FILES, type Place, type PlaceRegion, type RegionPlaces } from '@shared/places';

/**
 * The PSGC place files the pickers read (shared/places.ts: the regions, one region's provinces and
 * cities, one city's barangays), each fetched once when a picker first needs it and kept: they
 * change only with a new build. Shared: the address book and the shipping settings pick places.
 */
export const placeKeys = {
  all: ['places'] as const,
  regions: () => [...placeKeys.all, 'regions'] as const,
  region: (code: string | null) => [...placeKeys.all, 'region', code] as const,
  city: (code: string | null) => [...placeKeys.all, 'city', code] as const,
};

/** A place file; a path the build did not make answers the site's shell (HTML), which is refused here. */
async function placeFile<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json'))
    throw new Error(`No place file at ${path} (${response.status})`);
  return (await response.json()) as T;
}

const forever = { staleTime: Infinity, gcTime: 60 * 60_000, retry: 2 } as const;

/** Every region, with its zone. */
export function useRegions() {
  return useQuery({
    queryKey: placeKeys.regions(),
    queryFn: () => placeFile<PlaceRegion[]>(PLACE_FILES.regions),
    ...forever,
  });
}

/** A region's provinces (none in NCR) and cities, once a region is chosen. */
export function useRegionPlaces(regionCode: string | null) {
  return useQuery({
    queryKey: placeKeys.region(regionCode),
    queryFn: () => placeFile<RegionPlaces>(PLACE_FILES.region(regionCode!)),
    enabled: Boolean(regionCode),
    ...forever,
  });
}

/** A city's barangays, once a city is chosen. */
export function useBarangays(cityCode: string | null) {
  return useQuery({
    queryKey: placeKeys.city(cityCode),
    queryFn: () => placeFile<Place[]>(PLACE_FILES.city(cityCode!)),
    enabled: Boolean(cityCode),
    ...forever,
  });
}
