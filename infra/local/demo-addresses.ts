import * as Addresses from '@functions/core/addresses/addresses';
import * as AddressChanges from '@functions/core/addresses/changes';
import { actorOf } from '@functions/core/actor';
import * as Profiles from '@functions/core/profiles/profiles';
import { addressBodySchema, type AddressBody } from '@shared/schemas/addresses';

/**
 * The demo people's address books (issue 47 item 1): one or two real PSGC addresses each, across
 * the four zones (Metro Manila, the rest of Luzon, the Visayas, Mindanao), the first of each the
 * default, in the town their profile already named (Find Match reads the default's one-line form).
 * Written through the address book's own verbs; a person whose book has an address is left as is.
 */
type DemoAddress = Omit<AddressBody, 'make_default' | 'label'> & { label?: string };

const parsed = (a: DemoAddress): AddressBody => addressBodySchema.parse(a);

export const DEMO_ADDRESSES: Record<string, DemoAddress[]> = {
  // Angono, Rizal (rest of Luzon), and a Quezon City studio (Metro Manila).
  'maria.santos@crafti.test': [
    {
      label: 'Home',
      contact_name: 'Maria Santos',
      mobile: '0917 555 0101',
      street: '14 Doña Justa St',
      zip: '1930',
      region_code: '04',
      province_code: '0405800000',
      city_code: '0405801000',
      barangay_code: '0405801011',
    },
    {
      label: 'Studio',
      contact_name: 'Maria Santos',
      mobile: '0917 555 0101',
      street: 'Unit 3, 41 Maginhawa St',
      zip: '1101',
      region_code: '13',
      province_code: null,
      city_code: '1381300000',
      barangay_code: '1381300122',
    },
  ],
  // Paete, Laguna (rest of Luzon).
  'jose.bautista@crafti.test': [
    {
      label: 'Workshop',
      contact_name: 'Jose Bautista',
      mobile: '0918 555 0202',
      street: '8 J.P. Rizal St',
      zip: '4016',
      region_code: '04',
      province_code: '0403400000',
      city_code: '0403418000',
      barangay_code: '0403418003',
    },
  ],
  // Antipolo, Rizal, and her grandmother's in Davao City (Mindanao).
  'liza.reyes@crafti.test': [
    {
      label: 'Home',
      contact_name: 'Liza Reyes',
      mobile: '0917 555 0303',
      street: '7 Sumulong Hwy',
      zip: '1870',
      region_code: '04',
      province_code: '0405800000',
      city_code: '0405802000',
      barangay_code: '0405802007',
    },
    {
      label: 'Lola',
      contact_name: 'Rosario Reyes',
      mobile: '0920 555 0304',
      street: '21 J.P. Laurel Ave',
      zip: '8000',
      region_code: '11',
      province_code: '1102400000',
      city_code: '1130700000',
      barangay_code: '1130700021',
    },
  ],
  // His café in Cebu City (Visayas), and an office in Makati.
  'paolo.garcia@crafti.test': [
    {
      label: 'Café',
      contact_name: 'Paolo Garcia',
      mobile: '0918 555 0404',
      street: 'Ground floor, 88 Juan Luna Ave',
      zip: '6000',
      region_code: '07',
      province_code: '0702200000',
      city_code: '0730600000',
      barangay_code: '0730600046',
    },
    {
      label: 'Office',
      contact_name: 'Paolo Garcia',
      mobile: '0918 555 0404',
      street: '12F, 6750 Ayala Ave',
      zip: '1210',
      region_code: '13',
      province_code: null,
      city_code: '1380300000',
      barangay_code: '1380300020',
    },
  ],
  // Basey, Samar (Visayas).
  'andrea.lim@crafti.test': [
    {
      label: 'Loom house',
      contact_name: 'Andrea Lim',
      mobile: '0919 555 0505',
      street: 'Purok 2',
      zip: '6720',
      region_code: '08',
      province_code: '0806000000',
      city_code: '0806002000',
      barangay_code: '0806002002',
    },
  ],
  // Quezon City (Metro Manila).
  'carlo.mendoza@crafti.test': [
    {
      label: 'Kiln',
      contact_name: 'Carlo Mendoza',
      mobile: '0927 555 0606',
      street: '3 Katipunan Ave',
      zip: '1108',
      region_code: '13',
      province_code: null,
      city_code: '1381300000',
      barangay_code: '1381300055',
    },
  ],
};

export async function seedAddresses(): Promise<void> {
  for (const [email, addresses] of Object.entries(DEMO_ADDRESSES)) {
    const person = await Profiles.findByEmail(email);
    if (!person || (person.role !== 'Artist' && person.role !== 'Client')) continue;
    if ((await Addresses.list(person.userId)).items.length > 0) continue;
    const actor = actorOf(person.userId, person.role);
    // The first becomes the default.
    for (const address of addresses) await AddressChanges.add(actor, parsed({ label: '', ...address }));
  }
}
