import { Grid, Text } from '@chakra-ui/react';
import { ADDRESS_TEXT } from '@shared/messages/addresses';
import type { Place } from '@shared/places';
import { SelectField, type Option } from '@web/components/ui/choice-fields';
import { useBarangays, useRegionPlaces, useRegions } from '@web/api/places';

/** The chosen places' codes, '' where none is chosen (and the province in a region without provinces). */
export interface PlaceCodes {
  region_code: string;
  province_code: string;
  city_code: string;
  barangay_code: string;
}
export type PlaceField = keyof PlaceCodes;

/** The names of the chosen places, for a caller that shows or stores them. */
export type PlaceNames = Partial<Record<'region' | 'province' | 'city' | 'barangay', string>>;

const options = (places: readonly Place[] | undefined): Option[] =>
  (places ?? []).map((p) => ({ value: p.code, label: p.name }));

/**
 * Cascading pickers of a Philippine place from the PSGC (shared/places.ts): Region → Province
 * (not shown for a region without provinces, NCR) → City/Municipality → Barangay, each list
 * loaded from its static file when the step before is chosen. Native selects: a phone shows its
 * own list, a keyboard types to jump. Each select is disabled until the step before is chosen,
 * so a form's first wrong field is always one that can take the focus. `depth="city"` stops at
 * the city (where an artist ships from).
 */
export function PlacePickers({
  value,
  onChange,
  errors = {},
  refs = {},
  depth = 'barangay',
}: {
  value: PlaceCodes;
  onChange: (next: PlaceCodes, names: PlaceNames) => void;
  errors?: Partial<Record<PlaceField, string>>;
  /** Where each select is handed to the form (react-hook-form's Controller `ref`), so a failed submit can focus it. */
  refs?: Partial<Record<PlaceField, (select: HTMLSelectElement | null) => void>>;
  depth?: 'city' | 'barangay';
}) {
  const {
    region_code: regionSelect,
    province_code: provinceSelect,
    city_code: citySelect,
    barangay_code: barangaySelect,
  } = refs;
  const regions = useRegions();
  const region = useRegionPlaces(value.region_code || null);
  const barangays = useBarangays(depth === 'barangay' ? value.city_code || null : null);
  const hasProvinces = region.data ? region.data.provinces.length > 0 : true;
  const province = region.data?.provinces.find((p) => p.code === value.province_code);
  const cities = region.data ? (hasProvinces ? province?.cities : region.data.cities) : undefined;
  const failed = regions.isError || region.isError || barangays.isError;
  const loading = regions.isLoading || region.isLoading || barangays.isLoading;

  const names = (next: PlaceCodes): PlaceNames => {
    const nextProvince = region.data?.provinces.find((p) => p.code === next.province_code);
    const nextCities = hasProvinces ? nextProvince?.cities : region.data?.cities;
    return {
      region: regions.data?.find((r) => r.code === next.region_code)?.name,
      province: nextProvince?.name,
      city: nextCities?.find((c) => c.code === next.city_code)?.name,
      barangay: barangays.data?.find((b) => b.code === next.barangay_code)?.name,
    };
  };
  const pick = (next: PlaceCodes) => onChange(next, names(next));

  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
      <SelectField
        label={ADDRESS_TEXT.region}
        placeholder={ADDRESS_TEXT.chooseRegion}
        options={options(regions.data)}
        value={value.region_code}
        onChange={(code) => pick({ region_code: code, province_code: '', city_code: '', barangay_code: '' })}
        error={errors.region_code}
        ref={regionSelect}
      />
      {hasProvinces ? (
        <SelectField
          label={ADDRESS_TEXT.province}
          placeholder={ADDRESS_TEXT.chooseProvince}
          options={options(region.data?.provinces)}
          value={value.province_code}
          onChange={(code) => pick({ ...value, province_code: code, city_code: '', barangay_code: '' })}
          error={errors.province_code}
          ref={provinceSelect}
          disabled={!region.data}
        />
      ) : null}
      <SelectField
        label={ADDRESS_TEXT.city}
        placeholder={ADDRESS_TEXT.chooseCity}
        options={options(cities)}
        value={value.city_code}
        onChange={(code) => pick({ ...value, city_code: code, barangay_code: '' })}
        error={errors.city_code}
        ref={citySelect}
        disabled={!cities}
      />
      {depth === 'barangay' ? (
        <SelectField
          label={ADDRESS_TEXT.barangay}
          placeholder={ADDRESS_TEXT.chooseBarangay}
          options={options(barangays.data)}
          value={value.barangay_code}
          onChange={(code) => pick({ ...value, barangay_code: code })}
          error={errors.barangay_code}
          ref={barangaySelect}
          disabled={!barangays.data}
        />
      ) : null}
      {failed ? (
        <Text role="alert" color="red.700" fontSize="sm" gridColumn={{ sm: 'span 2' }}>
          {ADDRESS_TEXT.placesFailed}
        </Text>
      ) : loading ? (
        <Text role="status" color="fg.muted" fontSize="sm" gridColumn={{ sm: 'span 2' }}>
          {ADDRESS_TEXT.loadingPlaces}
        </Text>
      ) : null}
    </Grid>
  );
}
