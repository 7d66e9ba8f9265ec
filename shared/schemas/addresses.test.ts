import { describe, expect, it } from 'vitest';
import { addressBodySchema, ADDRESS_MESSAGES, normalizeMobile, oneLineAddress } from './addresses';

describe('a mobile number', () => {
  it('is written +639XXXXXXXXX however it was typed', () => {
    for (const typed of [
      '09171234567',
      '0917 123 4567',
      '0917-123-4567',
      '+63 917 123 4567',
      '+639171234567',
      '+63-917-123-4567',
      '639171234567',
      '9171234567',
      ' (0917) 123.4567 ',
    ])
      expect(normalizeMobile(typed), typed).toBe('+639171234567');
  });

  it('is none when it is not a Philippine mobile number', () => {
    for (const typed of [
      '',
      '0917123456',
      '091712345678',
      '08171234567',
      '+6328123456',
      '+1 917 123 4567',
      '0917 123 456a',
      '++639171234567',
    ])
      expect(normalizeMobile(typed), typed).toBeNull();
  });
});

describe('the one-line form of an address', () => {
  const place = (name: string) => ({ name });
  it('goes from the street to the province', () => {
    expect(
      oneLineAddress({
        street: '12 Mabini St',
        barangay: place('San Isidro'),
        city: place('City of Antipolo'),
        province: place('Rizal'),
      }),
    ).toBe('12 Mabini St, San Isidro, City of Antipolo, Rizal');
  });
  it('has no province in NCR, nor one named as its city', () => {
    expect(
      oneLineAddress({
        street: 'Unit 4B, Tower 2',
        barangay: place('Bagong Pag-asa'),
        city: place('Quezon City'),
        province: null,
      }),
    ).toBe('Unit 4B, Tower 2, Bagong Pag-asa, Quezon City');
    expect(
      oneLineAddress({
        street: '3 Rizal Ave',
        barangay: place('Aguada'),
        city: place('City of Isabela'),
        province: place('City of Isabela'),
      }),
    ).toBe('3 Rizal Ave, Aguada, City of Isabela');
  });
});

describe('the address body', () => {
  const valid = {
    contact_name: 'Liza Cruz',
    mobile: '0917 123 4567',
    street: '12 Mabini St',
    zip: '1870',
    region_code: '04',
    province_code: '0405800000',
    city_code: '0405802000',
    barangay_code: '0405802001',
  };

  it('normalises what it takes', () => {
    expect(addressBodySchema.parse({ ...valid, label: ' Home ' })).toMatchObject({
      label: 'Home',
      mobile: '+639171234567',
      make_default: false,
    });
    expect(addressBodySchema.parse({ ...valid, province_code: '' }).province_code).toBeNull();
  });

  it('names what is wrong, field by field', () => {
    const issues = (body: object) =>
      addressBodySchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...valid, mobile: '12345' })).toEqual([['mobile', ADDRESS_MESSAGES.mobile]]);
    expect(issues({ ...valid, zip: '187' })).toEqual([['zip', ADDRESS_MESSAGES.zip]]);
    expect(issues({ ...valid, contact_name: '  ' })).toEqual([['contact_name', ADDRESS_MESSAGES.contactName]]);
    expect(issues({ ...valid, street: '' })).toEqual([['street', ADDRESS_MESSAGES.street]]);
    expect(issues({ ...valid, street: 'x'.repeat(101) })).toEqual([['street', ADDRESS_MESSAGES.streetLength]]);
    expect(issues({ ...valid, barangay_code: '' })).toEqual([['barangay_code', ADDRESS_MESSAGES.barangay]]);
    expect(issues({ ...valid, region_code: undefined })).toEqual([['region_code', ADDRESS_MESSAGES.region]]);
  });
});
