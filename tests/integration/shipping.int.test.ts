import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Shipping from '@functions/core/shipping/shipping';
import { SHIPPING_MESSAGES } from '@shared/schemas/shipping';
import { quoteShipping } from '@shared/shipping';
import { apiClient, expectRefused } from '../support/api';
import { artFields } from '../support/builders';
import { giveShippingProfile, SHIPS_FREE } from '../support/shipping';
import { createPerson, createUser, type TestUser } from '../support/users';

/** Issue 47 §2: artists' shipping profiles, their public read, and an art's own days to ship. */

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);

/** Andrea ships from Basey, Samar: the Visayas and Metro Manila, free from ₱5,000, and meets buyers in Tacloban. */
const BASEY = {
  days_to_ship: 4,
  ships_from: { region_code: '08', province_code: '0806000000', city_code: '0806002000', city_name: 'Basey' },
  rates: {
    visayas: { first_centavos: 9_000, extra_centavos: 3_000 },
    metro_manila: { first_centavos: 20_000, extra_centavos: 4_000 },
  },
  free_over_centavos: 500_000,
  pickup: { place: 'Robinsons Place Tacloban, main entrance', note: 'Saturdays only.' },
};

describe('shipping profiles', () => {
  let artist: TestUser;
  let other: TestUser;
  let client: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [artist, other, client, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'ship-artist' }),
      createPerson({ role: 'Artist', prefix: 'ship-other' }),
      createPerson({ role: 'Client', prefix: 'ship-client' }),
      createUser({ role: 'Admin', prefix: 'ship-admin' }),
    ]);
  });

  it("is null until the artist sets it; then it reads back as saved, its zone the server's", async () => {
    expect(await callOk('GET /api/shipping-profile', { token: artist.idToken })).toBeNull();
    const saved = await callOk('PUT /api/shipping-profile', { token: artist.idToken, body: BASEY });
    expect(saved).toMatchObject({
      days_to_ship: 4,
      ships_from: {
        region_code: '08',
        province_code: '0806000000',
        city_code: '0806002000',
        city_name: 'Basey',
        zone: 'visayas',
      },
      // In the zones' order, whatever order they were sent in.
      rates: {
        metro_manila: { first_centavos: 20_000, extra_centavos: 4_000 },
        visayas: { first_centavos: 9_000, extra_centavos: 3_000 },
      },
      free_over_centavos: 500_000,
      pickup: { place: 'Robinsons Place Tacloban, main entrance', note: 'Saturdays only.' },
    });
    expect(Object.keys(saved.rates)).toEqual(['metro_manila', 'visayas']);
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await callOk('GET /api/shipping-profile', { token: artist.idToken })).toEqual(saved);
  });

  it('is replaced whole: what the body leaves out is cleared', async () => {
    await callOk('PUT /api/shipping-profile', { token: other.idToken, body: BASEY });
    const next = await callOk('PUT /api/shipping-profile', {
      token: other.idToken,
      body: {
        ...BASEY,
        rates: { luzon: { first_centavos: 0, extra_centavos: 0 } },
        free_over_centavos: null,
        pickup: null,
      },
    });
    expect(next.rates).toEqual({ luzon: { first_centavos: 0, extra_centavos: 0 } });
    expect(next.free_over_centavos).toBeNull();
    expect(next.pickup).toBeNull();
    expect(await callOk('GET /api/shipping-profile', { token: other.idToken })).toEqual(next);
  });

  it('is the artist’s own: clients and admins are refused (403), signed out 401', async () => {
    for (const who of [client, admin]) {
      expectRefused(await callRoute('GET /api/shipping-profile', { token: who.idToken }), 403);
      const put = await callRoute('PUT /api/shipping-profile', { token: who.idToken, body: BASEY });
      expectRefused(put, 403);
      expect(put.body.error).toBe('forbidden');
    }
    expectRefused(await callRoute('PUT /api/shipping-profile', { body: BASEY }), 401);
    expectRefused(await callRoute('GET /api/shipping-profile'), 401);
  });

  it('refuses a wrong profile with the field and its message, and changes nothing', async () => {
    const before = await callOk('GET /api/shipping-profile', { token: artist.idToken });
    const cases: [unknown, string, string][] = [
      [{ ...BASEY, days_to_ship: 0 }, 'days_to_ship', SHIPPING_MESSAGES.daysToShip],
      [{ ...BASEY, days_to_ship: 31 }, 'days_to_ship', SHIPPING_MESSAGES.daysToShip],
      [{ ...BASEY, days_to_ship: 2.5 }, 'days_to_ship', SHIPPING_MESSAGES.daysToShip],
      [
        { ...BASEY, rates: { luzon: { first_centavos: -100, extra_centavos: 0 } } },
        'rates.luzon.first_centavos',
        SHIPPING_MESSAGES.rate,
      ],
      [
        { ...BASEY, rates: { luzon: { first_centavos: 100, extra_centavos: 1_000_001 } } },
        'rates.luzon.extra_centavos',
        SHIPPING_MESSAGES.rate,
      ],
      [
        { ...BASEY, rates: { luzon: { first_centavos: 100.5, extra_centavos: 0 } } },
        'rates.luzon.first_centavos',
        SHIPPING_MESSAGES.rate,
      ],
      [{ ...BASEY, rates: {}, pickup: null }, 'rates', SHIPPING_MESSAGES.needRoute],
      [{ ...BASEY, pickup: { place: '', note: 'x' } }, 'pickup.place', SHIPPING_MESSAGES.pickupPlace],
      [
        { ...BASEY, ships_from: { region_code: '99', city_code: '9900000000', city_name: 'Atlantis' } },
        'ships_from.region_code',
        SHIPPING_MESSAGES.shipsFrom,
      ],
      [{ ...BASEY, ships_from: undefined }, 'ships_from', SHIPPING_MESSAGES.shipsFrom],
      [{ ...BASEY, free_over_centavos: 0 }, 'free_over_centavos', SHIPPING_MESSAGES.freeOver],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('PUT', '/api/shipping-profile', { token: artist.idToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed', message: `${field}: ${message}`, field });
    }
    expect(await callOk('GET /api/shipping-profile', { token: artist.idToken })).toEqual(before);
  });

  it('reads the public profiles of up to 30 artists in one call, signed in or not; artists without one are left out', async () => {
    const none = await createPerson({ role: 'Artist', prefix: 'ship-none' });
    const ids = [artist.userId, none.userId, other.userId, 'no-such-artist'];
    const signedOut = await callOk('GET /api/shipping-profiles', { query: { artist_ids: ids.join(',') } });
    expect(signedOut.profiles.map((p) => p.artist_id)).toEqual([artist.userId, other.userId]);
    const [mine] = signedOut.profiles;
    expect(mine).toEqual({
      artist_id: artist.userId,
      ...(await callOk('GET /api/shipping-profile', { token: artist.idToken }))!,
    });
    const asClient = await callOk('GET /api/shipping-profiles', {
      token: client.idToken,
      query: { artist_ids: `${artist.userId},${artist.userId}` },
    });
    expect(asClient.profiles).toHaveLength(1);
    // What the art page and the cart quote with.
    expect(quoteShipping(mine!, { zone: 'visayas', pieces: 2, piecesCentavos: 300_000 })).toEqual({
      kind: 'ship',
      shippingCentavos: 12_000,
      daysToShip: 4,
      deliveryDays: 2,
    });
    expect(quoteShipping(mine!, { zone: 'visayas', pieces: 2, piecesCentavos: 500_000 })).toMatchObject({
      shippingCentavos: 0,
    });
    expect(quoteShipping(mine!, { zone: 'mindanao', pieces: 1, piecesCentavos: 100 })).toEqual({ kind: 'pickup_only' });
  });

  it('reads at most 30 artists, at least one', async () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `artist-${i}`);
    expect((await callOk('GET /api/shipping-profiles', { query: { artist_ids: thirty.join(',') } })).profiles).toEqual(
      [],
    );
    for (const artistIds of [[...thirty, 'artist-30'].join(','), '', ',,']) {
      const res = await callRoute('GET /api/shipping-profiles', { query: { artist_ids: artistIds } });
      expectRefused(res, 400);
      expect(res.body.message).toBe(`artist_ids: ${SHIPPING_MESSAGES.artistIds}`);
    }
    expectRefused(await callRoute('GET /api/shipping-profiles', { query: {} as { artist_ids: string } }), 400);
  });

  it("profilesOf (checkout's read) answers every artist's profile in one batch, keyed by artist", async () => {
    const map = await Shipping.profilesOf([artist.userId, other.userId, 'no-such-artist', artist.userId]);
    expect([...map.keys()].sort()).toEqual([artist.userId, other.userId].sort());
    expect(map.get(artist.userId)).toMatchObject({
      days_to_ship: 4,
      ships_from: { zone: 'visayas' },
      free_over_centavos: 500_000,
    });
    expect((await Shipping.profilesOf([])).size).toBe(0);
  });
});

describe("an art's own days to ship", () => {
  let artist: TestUser;
  beforeAll(async () => {
    artist = await createPerson({ role: 'Artist', prefix: 'ship-mto' });
    await giveShippingProfile(endpoints.api, artist);
  });

  it('is saved with the art, changed and cleared by an edit, and carried by the art detail', async () => {
    const made = await callOk('POST /api/upload-art', {
      token: artist.idToken,
      body: await artFields(artist, { days_to_ship: '21' }),
    });
    expect(made.days_to_ship).toBe(21);
    const read = await callOk('GET /api/art/{artId}', { token: artist.idToken, params: { artId: made.art_id } });
    expect(read.days_to_ship).toBe(21);

    const { imageKey: _image, ...fields } = await artFields(artist);
    const edited = await callOk('PUT /api/arts/{id}', {
      token: artist.idToken,
      params: { id: made.art_id },
      body: { ...fields, days_to_ship: 45 },
    });
    expect(edited.days_to_ship).toBe(45);
    const cleared = await callOk('PUT /api/arts/{id}', {
      token: artist.idToken,
      params: { id: made.art_id },
      body: { ...fields, days_to_ship: '' },
    });
    expect(cleared.days_to_ship).toBeNull();
    expect(
      (await callOk('GET /api/art/{artId}', { token: artist.idToken, params: { artId: made.art_id } })).days_to_ship,
    ).toBeNull();

    const plain = await callOk('POST /api/upload-art', { token: artist.idToken, body: await artFields(artist) });
    expect(plain.days_to_ship).toBeNull();
  });

  it('is 1 to 60 whole days', async () => {
    for (const days of ['0', '61', '2.5', 'soon']) {
      const res = await callRoute('POST /api/upload-art', {
        token: artist.idToken,
        body: await artFields(artist, { days_to_ship: days }),
      });
      expectRefused(res, 400);
      expect(res.body.message).toBe(`days_to_ship: ${SHIPPING_MESSAGES.artDaysToShip}`);
    }
  });

  it('is given to test artists by the helpers: they ship everywhere', async () => {
    expect(await callOk('GET /api/shipping-profile', { token: artist.idToken })).toMatchObject({
      rates: SHIPS_FREE.rates,
      ships_from: { zone: 'metro_manila' },
    });
  });
});
