import * as AddressChanges from '@functions/core/addresses/changes';
import { actorOf } from '@functions/core/actor';
import type { AddressBody } from '@shared/schemas/addresses';
import type { Role } from '@shared/schemas/common';
import type { TestUser } from './users';

/** Real PSGC addresses, one per zone, as the address dialog sends them (before the schema's defaults). */
export const ADDRESS_BODIES = {
  /** NCR: no province. */
  quezonCity: {
    label: 'Home',
    contact_name: 'Liza Cruz',
    mobile: '0917 123 4567',
    street: '12 Maginhawa St',
    zip: '1101',
    region_code: '13',
    province_code: null,
    city_code: '1381300000',
    barangay_code: '1381300122',
  },
  /** A highly urbanized city, under the province it lies in. */
  cebuCity: {
    label: 'Work',
    contact_name: 'Liza Cruz',
    mobile: '+63 918 765 4321',
    street: 'Unit 5, 88 Gorordo Ave',
    zip: '6000',
    region_code: '07',
    province_code: '0702200000',
    city_code: '0730600000',
    barangay_code: '0730600041',
  },
  antipolo: {
    label: '',
    contact_name: 'Paolo Reyes',
    mobile: '09981112222',
    street: '7 Sumulong Hwy',
    zip: '1870',
    region_code: '04',
    province_code: '0405800000',
    city_code: '0405802000',
    barangay_code: '0405802007',
  },
  davaoCity: {
    label: 'Lola',
    contact_name: 'Ana Dizon',
    mobile: '0920-555-0101',
    street: '21 J.P. Laurel Ave',
    zip: '8000',
    region_code: '11',
    province_code: '1102400000',
    city_code: '1130700000',
    barangay_code: '1130700021',
  },
} satisfies Record<string, Omit<AddressBody, 'make_default' | 'label'> & { label: string }>;

export const addressBody = (
  which: keyof typeof ADDRESS_BODIES = 'quezonCity',
  extra: Partial<AddressBody> = {},
): AddressBody => ({ ...ADDRESS_BODIES[which], make_default: false, mobile: '+639171234567', ...extra });

/** A new address of `person` in their book, through the data layer (not the route under test); its id. */
export async function addressOf(
  person: Pick<TestUser, 'userId'>,
  role: Role,
  which: keyof typeof ADDRESS_BODIES = 'quezonCity',
): Promise<string> {
  return (await AddressChanges.add(actorOf(person.userId, role), addressBody(which))).address.id;
}
