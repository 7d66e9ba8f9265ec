import { actorOf } from '@functions/core/actor';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Shipping from '@functions/core/shipping/shipping';
import type { RegisterBody } from '@shared/schemas/accounts';
import { shippingProfileBodySchema, type ShippingProfileInput } from '@shared/schemas/shipping';
import type { DemoArt } from './demo-catalogue';

/**
 * The demo artists' shipping profiles (issue 47 §2), as each would set them on Shipping settings:
 * days to ship from 2 to 5, shipping from Rizal and Laguna (rest of Luzon), Samar (Visayas) and
 * Quezon City (Metro Manila), two with free shipping above an amount, Jose's carvings made to
 * order (their own days to ship, in DEMO_ARTS) and Carlo, who only meets buyers in Quezon City.
 * Written before any demo order, since an art is bought only from an artist who ships; idempotent
 * (a profile already there is left as the artist may have changed it).
 */

/** Metro Manila's potter: pickup only, no courier (his pieces are fragile and heavy). */
export const DEMO_PICKUP_ARTIST: Omit<RegisterBody, 'password'> = {
  email: 'carlo.mendoza@crafti.test',
  firstName: 'Carlo',
  lastName: 'Mendoza',
  username: 'carlo_ceramics',
  role: 'Artist',
};

/** Carlo's pieces (prices in pesos): a jar too heavy to ship, and cups made to order in ten days. */
export const DEMO_PICKUP_ARTS: DemoArt[] = [
  {
    title: 'Tapayan Jar',
    description: 'Stoneware jar, wood-fired, 45 cm tall. Too heavy to ship: meet-up in Quezon City.',
    price: 6800,
    quantity: 1,
    location: 'Quezon City',
    art_style: 'Others',
    medium: 'Others',
    subject: 'Still Life',
    tags: ['Pottery', 'Handmade', 'Filipino Heritage'],
  },
  {
    title: 'Kape Cups, Set of Four',
    description: 'Glazed stoneware cups, 250 ml each, made to order in your choice of glaze.',
    price: 2200,
    quantity: 5,
    location: 'Quezon City',
    art_style: 'Abstract',
    medium: 'Others',
    subject: 'Still Life',
    tags: ['Pottery', 'Handmade'],
    days_to_ship: 10,
  },
];

const pesos = (amount: number) => amount * 100;
const rate = (first: number, extra: number) => ({ first_centavos: pesos(first), extra_centavos: pesos(extra) });

export const DEMO_SHIPPING: Record<string, ShippingProfileInput> = {
  // Angono, Rizal: canvases to anywhere by LBC; free from ₱10,000 of pieces.
  'maria.santos@crafti.test': {
    days_to_ship: 3,
    ships_from: { region_code: '04', province_code: '0405800000', city_code: '0405801000', city_name: 'Angono' },
    rates: { metro_manila: rate(150, 50), luzon: rate(120, 40), visayas: rate(250, 80), mindanao: rate(300, 100) },
    free_over_centavos: pesos(10_000),
    pickup: null,
  },
  // Paete, Laguna: woodwork to Luzon and the Visayas, or picked up at his workshop; no Mindanao.
  'jose.bautista@crafti.test': {
    days_to_ship: 5,
    ships_from: { region_code: '04', province_code: '0403400000', city_code: '0403418000', city_name: 'Paete' },
    rates: { metro_manila: rate(180, 60), luzon: rate(150, 50), visayas: rate(320, 120) },
    free_over_centavos: null,
    pickup: {
      place: 'Bautista Woodcraft, J.P. Rizal St., Paete, Laguna',
      note: 'Weekends, 9 AM to 5 PM. Message me a day ahead.',
    },
  },
  // Basey, Samar: light textiles by J&T from the Visayas; free from ₱5,000.
  'andrea.lim@crafti.test': {
    days_to_ship: 2,
    ships_from: { region_code: '08', province_code: '0806000000', city_code: '0806002000', city_name: 'Basey' },
    rates: { metro_manila: rate(200, 40), luzon: rate(220, 40), visayas: rate(90, 30), mindanao: rate(180, 40) },
    free_over_centavos: pesos(5_000),
    pickup: null,
  },
  // Quezon City: meet-up only.
  [DEMO_PICKUP_ARTIST.email]: {
    days_to_ship: 2,
    ships_from: { region_code: '13', city_code: '1381300000', city_name: 'Quezon City' },
    rates: {},
    free_over_centavos: null,
    pickup: {
      place: 'UP Diliman, Quezon City (in front of the Oblation)',
      note: 'Weekdays after 4 PM. I will message you to set the day; bring a box or a bag for the pieces.',
    },
  },
};

export async function seedShipping(): Promise<void> {
  for (const [email, profile] of Object.entries(DEMO_SHIPPING)) {
    const artist = await Profiles.findByEmail(email);
    if (!artist || (await Shipping.get(artist.userId))) continue;
    await Shipping.put(actorOf(artist.userId, 'Artist'), shippingProfileBodySchema.parse(profile));
  }
}
