import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Addresses from '@functions/core/addresses/addresses';
import * as Preferences from '@functions/core/profiles/preferences';
import * as ProfileEditor from '@functions/core/profiles/profile-editor';
import * as Profiles from '@functions/core/profiles/profiles';
import { ErrorCodes } from '@shared/api/errors';
import { ADDRESS_MESSAGES, MAX_ADDRESSES, type AddressBook } from '@shared/schemas/addresses';
import { clientPreferencesSchema, profileFieldsSchema } from '@shared/schemas/profiles';
import { addressOf, ADDRESS_BODIES } from '../support/addresses';
import { apiClient } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

/** The address book (issue 47 item 1) through its routes, against the local stack. */
describe('the address book', () => {
  let client: TestUser;
  let artist: TestUser;
  let admin: TestUser;
  let searcher: TestUser;
  beforeAll(async () => {
    [client, artist, admin, searcher] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'book-client', firstname: 'Liza', lastname: 'Cruz' }),
      createPerson({ role: 'Artist', prefix: 'book-artist' }),
      createPerson({ role: 'Admin', prefix: 'book-admin' }),
      createPerson({ role: 'Admin', prefix: 'book-searcher' }),
    ]);
  });

  const book = async (who: TestUser): Promise<AddressBook> => {
    const answer = await callRoute('GET /api/addresses', { token: who.idToken });
    expect(answer.status).toBe(200);
    return answer.body as AddressBook;
  };
  const profileAddress = async (who: TestUser) => (await Profiles.get(who.userId))?.address ?? '';

  it('adds, edits and deletes addresses, storing the official names with the codes and the mobile as +639…', async () => {
    const person = await createPerson({ role: 'Client', prefix: 'book-crud' });
    const added = await callOk('POST /api/addresses', { token: person.idToken, body: ADDRESS_BODIES.cebuCity });
    expect(added.address).toMatchObject({
      label: 'Work',
      contact_name: 'Liza Cruz',
      mobile: '+639187654321',
      street: 'Unit 5, 88 Gorordo Ave',
      zip: '6000',
      region: { code: '07', name: 'Region VII (Central Visayas)' },
      province: { code: '0702200000', name: 'Cebu' },
      city: { code: '0730600000', name: 'City of Cebu' },
      barangay: { code: '0730600041', name: 'Lahug' },
      zone: 'visayas',
      one_line: 'Unit 5, 88 Gorordo Ave, Lahug, City of Cebu, Cebu',
      is_default: true,
    });
    const id = added.address.id;
    expect(added.default_id).toBe(id);

    // Metro Manila has no province.
    const edited = await callOk('PUT /api/addresses/{id}', {
      token: person.idToken,
      params: { id },
      body: { ...ADDRESS_BODIES.quezonCity, street: '12-B Maginhawa St' },
    });
    expect(edited.address).toMatchObject({
      id,
      province: null,
      zone: 'metro_manila',
      city: { name: 'Quezon City' },
      barangay: { name: 'Teachers Village East' },
      one_line: '12-B Maginhawa St, Teachers Village East, Quezon City',
    });
    expect((await book(person)).items).toEqual([edited.address]);

    const removed = await callRoute('DELETE /api/addresses/{id}', { token: person.idToken, params: { id } });
    expect(removed).toMatchObject({ status: 200, body: { items: [], default_id: null } });
    expect(await book(person)).toEqual({ items: [], default_id: null, max: MAX_ADDRESSES });
    expect(await callRoute('DELETE /api/addresses/{id}', { token: person.idToken, params: { id } })).toMatchObject({
      status: 404,
      body: { error: ErrorCodes.addressNotFound },
    });
  });

  it('keeps at most 10 addresses per person', async () => {
    const person = await createPerson({ role: 'Artist', prefix: 'book-cap' });
    for (let i = 0; i < MAX_ADDRESSES; i++) await addressOf(person, 'Artist', i % 2 ? 'davaoCity' : 'antipolo');
    const eleventh = await callRoute('POST /api/addresses', { token: person.idToken, body: ADDRESS_BODIES.quezonCity });
    expect(eleventh).toMatchObject({
      status: 409,
      body: { error: ErrorCodes.addressBookFull, message: ADDRESS_MESSAGES.full },
    });
    expect((await book(person)).items).toHaveLength(MAX_ADDRESSES);
  });

  it('keeps the cap when two tabs add the last address at once', async () => {
    const person = await createPerson({ role: 'Client', prefix: 'book-race' });
    for (let i = 0; i < MAX_ADDRESSES - 1; i++) await addressOf(person, 'Client', 'antipolo');
    const answers = await Promise.all(
      [1, 2, 3].map(() => callRoute('POST /api/addresses', { token: person.idToken, body: ADDRESS_BODIES.davaoCity })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect((await book(person)).items).toHaveLength(MAX_ADDRESSES);
  });

  it('makes the first address the default; a new default and a deleted default move the profile address, its admin search words and Find Match card', async () => {
    // The client has preferences, so Find Match entries carry their card.
    await ProfileEditor.save(
      client.userId,
      'Client',
      profileFieldsSchema.parse({ firstname: 'Liza', lastname: 'Cruz', address: 'typed by hand' }),
      clientPreferencesSchema.parse({ preferred_art_style: ['Realism'] }),
    );
    const first = await callOk('POST /api/addresses', { token: client.idToken, body: ADDRESS_BODIES.antipolo });
    const second = await callOk('POST /api/addresses', { token: client.idToken, body: ADDRESS_BODIES.davaoCity });
    const [a, b] = [first.address, second.address];
    expect(second.default_id).toBe(a.id);
    expect(second.items.map((i) => [i.id, i.is_default])).toEqual([
      [b.id, false],
      [a.id, true],
    ]);
    expect(await profileAddress(client)).toBe('7 Sumulong Hwy, San Isidro, City of Antipolo, Rizal');

    const switched = await callRoute('POST /api/addresses/{id}/default', {
      token: client.idToken,
      params: { id: b.id },
    });
    expect(switched).toMatchObject({ status: 200, body: { default_id: b.id } });
    expect(await profileAddress(client)).toBe('21 J.P. Laurel Ave, Buhangin, City of Davao, Davao del Sur');
    expect((await Preferences.ownEntry('Client', client.userId))?.card?.address).toBe(
      '21 J.P. Laurel Ave, Buhangin, City of Davao, Davao del Sur',
    );
    const found = async (search: string) => {
      const answer = await callOk('GET /admin/users', { token: searcher.idToken, query: { search } });
      return answer.items.some((row) => row.id === client.userId);
    };
    expect(await found('buhangin')).toBe(true);
    expect(await found('sumulong')).toBe(false);

    // Deleting the default: the newest remaining one (the only one, a) becomes the default.
    const removed = await callRoute('DELETE /api/addresses/{id}', { token: client.idToken, params: { id: b.id } });
    expect(removed).toMatchObject({ status: 200, body: { default_id: a.id } });
    expect(await profileAddress(client)).toBe('7 Sumulong Hwy, San Isidro, City of Antipolo, Rizal');
    expect(await found('sumulong')).toBe(true);
    expect(await Addresses.defaultOf(client.userId)).toMatchObject({
      one_line: '7 Sumulong Hwy, San Isidro, City of Antipolo, Rizal',
      zone: 'luzon',
    });

    // Deleting the default with several left: the newest of them.
    const c = (await callOk('POST /api/addresses', { token: client.idToken, body: ADDRESS_BODIES.quezonCity })).address;
    const d = (await callOk('POST /api/addresses', { token: client.idToken, body: ADDRESS_BODIES.cebuCity })).address;
    expect(
      (await callOk('DELETE /api/addresses/{id}', { token: client.idToken, params: { id: a.id } })).default_id,
    ).toBe(d.id);
    expect((await book(client)).items.map((i) => i.id)).toEqual([d.id, c.id]);
    expect(await profileAddress(client)).toBe(d.one_line);

    // Editing the default moves the profile text too; an edit with make_default moves the default.
    const edited = await callRoute('PUT /api/addresses/{id}', {
      token: client.idToken,
      params: { id: c.id },
      body: { ...ADDRESS_BODIES.quezonCity, street: '99 Kalayaan Ave', make_default: true },
    });
    expect(edited).toMatchObject({ status: 200, body: { default_id: c.id } });
    expect(await profileAddress(client)).toBe('99 Kalayaan Ave, Teachers Village East, Quezon City');
  });

  it('gives the checkout a snapshot of an own address only', async () => {
    const id = await addressOf(artist, 'Artist', 'cebuCity');
    expect(await Addresses.findOwn(artist.userId, id)).toEqual({
      contact_name: 'Liza Cruz',
      mobile: '+639171234567',
      street: 'Unit 5, 88 Gorordo Ave',
      barangay: { code: '0730600041', name: 'Lahug' },
      city: { code: '0730600000', name: 'City of Cebu' },
      province: { code: '0702200000', name: 'Cebu' },
      region: { code: '07', name: 'Region VII (Central Visayas)' },
      zip: '6000',
      zone: 'visayas',
      one_line: 'Unit 5, 88 Gorordo Ave, Lahug, City of Cebu, Cebu',
    });
    expect(await Addresses.findOwn(client.userId, id)).toBeNull();
    expect(await Addresses.findOwn(artist.userId, 'not-an-address')).toBeNull();
  });

  it("refuses another person's address, and changes nothing", async () => {
    const id = await addressOf(artist, 'Artist', 'antipolo');
    const before = await book(artist);
    const tries = [
      await callRoute('PUT /api/addresses/{id}', {
        token: client.idToken,
        params: { id },
        body: ADDRESS_BODIES.quezonCity,
      }),
      await callRoute('DELETE /api/addresses/{id}', { token: client.idToken, params: { id } }),
      await callRoute('POST /api/addresses/{id}/default', { token: client.idToken, params: { id } }),
    ];
    for (const answer of tries)
      expect(answer).toMatchObject({ status: 403, body: { message: ADDRESS_MESSAGES.notYours } });
    expect(await book(artist)).toEqual(before);
    // An id made up to look like one of the caller's finds nothing.
    const forged = `${id.slice(0, 26)}.${client.userId}`;
    expect(
      await callRoute('DELETE /api/addresses/{id}', { token: client.idToken, params: { id: forged } }),
    ).toMatchObject({ status: 404, body: { error: ErrorCodes.addressNotFound } });
  });

  it('refuses codes that are not a chain of the PSGC, with the message for the first wrong field', async () => {
    const cases: [object, string, string][] = [
      [{ barangay_code: '1381300009' }, 'barangay_code', ADDRESS_MESSAGES.barangay], // a Quezon City barangay, in Cebu City
      [{ city_code: '1381300000' }, 'city_code', ADDRESS_MESSAGES.city], // Quezon City in Cebu province
      [{ province_code: '0405800000' }, 'province_code', ADDRESS_MESSAGES.province], // Rizal in Central Visayas
      [{ province_code: null }, 'province_code', ADDRESS_MESSAGES.province],
      [{ region_code: '15' }, 'region_code', ADDRESS_MESSAGES.region],
      [{ barangay_code: '0730600999' }, 'barangay_code', ADDRESS_MESSAGES.barangay],
    ];
    for (const [change, field, message] of cases) {
      const answer = await callRoute('POST /api/addresses', {
        token: artist.idToken,
        body: { ...ADDRESS_BODIES.cebuCity, ...change },
      });
      expect(answer, JSON.stringify(change)).toMatchObject({
        status: 400,
        body: { error: ErrorCodes.addressPlaceUnknown, field, message },
      });
    }
    const ncrWithProvince = await callRoute('POST /api/addresses', {
      token: artist.idToken,
      body: { ...ADDRESS_BODIES.quezonCity, province_code: '0405800000' },
    });
    expect(ncrWithProvince).toMatchObject({
      status: 400,
      body: { field: 'province_code', message: ADDRESS_MESSAGES.noProvince },
    });
    const badMobile = await callRoute('POST /api/addresses', {
      token: artist.idToken,
      body: { ...ADDRESS_BODIES.cebuCity, mobile: '12345' },
    });
    expect(badMobile).toMatchObject({
      status: 400,
      body: { field: 'mobile', message: `mobile: ${ADDRESS_MESSAGES.mobile}` },
    });
  });

  it('has no address book for administrators', async () => {
    for (const answer of [
      await callRoute('GET /api/addresses', { token: admin.idToken }),
      await callRoute('POST /api/addresses', { token: admin.idToken, body: ADDRESS_BODIES.quezonCity }),
      // Even one written for them through the data layer.
      await callRoute('DELETE /api/addresses/{id}', {
        token: admin.idToken,
        params: { id: await addressOf(admin, 'Admin') },
      }),
    ])
      expect(answer).toMatchObject({ status: 403, body: { message: ADDRESS_MESSAGES.adminRefused } });
  });
});
