import { ZONES } from '@shared/places';
import { entity } from '../entity';
import { TABLE } from '../table';

/** A PSGC place as an address stores it: its code and official name (shared/places.ts). */
const place = {
  type: 'map',
  properties: {
    code: { type: 'string', required: true },
    name: { type: 'string', required: true },
  },
} as const;

/**
 * An address of a person's address book (issue 47), in the person's partition beside their book
 * item (below): one Query reads the book, newest first (time ids).
 */
export const AddressEntity = entity({
  model: { entity: 'address', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    addressId: { type: 'string', required: true, readOnly: true },
    label: { type: 'string', required: true },
    contactName: { type: 'string', required: true },
    mobile: { type: 'string', required: true },
    street: { type: 'string', required: true },
    zip: { type: 'string', required: true },
    region: { ...place, required: true },
    /** Absent in a region without provinces (NCR). */
    province: place,
    city: { ...place, required: true },
    barangay: { ...place, required: true },
    zone: { type: ZONES, required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['addressId'], casing: 'none' },
    },
  },
});

/**
 * A person's address book as a whole: which address is the default, and a revision every change
 * of the book is conditioned on and moves on, so two changes at once (two tabs adding the tenth
 * address, a delete racing a new default) cannot both be written from the same reading.
 */
export const AddressBookEntity = entity({
  model: { entity: 'addressBook', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    revision: { type: 'number', required: true },
    defaultId: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
