import * as z from 'zod';
import { ADDRESS_MESSAGES, MAX_ADDRESSES, MAX_CONTACT_NAME, MAX_LABEL, MAX_STREET } from '../messages/addresses';
import { PLACE_CODE, REGION_CODE, ZONES } from '../places';

export * from '../messages/addresses';

/**
 * The address book (docs/fulfilment.md "Addresses"): what a person sends to add or edit an
 * address, what the routes answer, and the snapshot an order keeps of the address it was bought
 * for. The server checks the codes against the PSGC and stores the official names with them.
 */

/**
 * A Philippine mobile number as +639XXXXXXXXX, from the ways people type it (09XX XXX XXXX,
 * +63 9XX XXX XXXX, 63 9XX…, 9XX…, with spaces, dashes, dots or brackets), or null when it is none.
 */
export function normalizeMobile(typed: string): string | null {
  const digits = typed.trim().replace(/[\s().-]/g, '');
  const match = /^(?:\+63|63|0)?(9\d{9})$/.exec(digits);
  return match ? `+63${match[1]}` : null;
}

/** The parts of an address its one-line form is made of. */
export interface AddressLineParts {
  street: string;
  barangay: { name: string };
  city: { name: string };
  province: { name: string } | null;
}

/**
 * An address in one line, the most local part first: "street, barangay, city, province" (no
 * province in NCR, nor where the PSGC names a place's province after the city itself). What the
 * profile shows as the person's address, Find Match reads and the admins search.
 */
export function oneLineAddress(a: AddressLineParts): string {
  const province = a.province && a.province.name !== a.city.name ? a.province.name : null;
  return [a.street, a.barangay.name, a.city.name, province]
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => part.trim())
    .join(', ');
}

const text = (message: string) => z.string({ error: message }).trim();
const placeCode = (message: string) => text(message).regex(PLACE_CODE, message);

/** POST /api/addresses and PUT /api/addresses/{id}: an address as the dialog sends it. */
export const addressBodySchema = z.object({
  label: text(ADDRESS_MESSAGES.labelLength).max(MAX_LABEL, ADDRESS_MESSAGES.labelLength).default(''),
  contact_name: text(ADDRESS_MESSAGES.contactName)
    .min(1, ADDRESS_MESSAGES.contactName)
    .max(MAX_CONTACT_NAME, ADDRESS_MESSAGES.contactNameLength),
  mobile: text(ADDRESS_MESSAGES.mobile)
    .max(30, ADDRESS_MESSAGES.mobile)
    .transform((typed, ctx) => {
      const mobile = normalizeMobile(typed);
      if (mobile === null) {
        ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.mobile });
        return z.NEVER;
      }
      return mobile;
    }),
  street: text(ADDRESS_MESSAGES.street).min(1, ADDRESS_MESSAGES.street).max(MAX_STREET, ADDRESS_MESSAGES.streetLength),
  zip: text(ADDRESS_MESSAGES.zip).regex(/^\d{4}$/, ADDRESS_MESSAGES.zip),
  region_code: text(ADDRESS_MESSAGES.region).regex(REGION_CODE, ADDRESS_MESSAGES.region),
  /** Null (or empty) in a region without provinces (NCR). */
  province_code: z.preprocess((v) => (v === '' ? null : v), placeCode(ADDRESS_MESSAGES.province).nullable()),
  city_code: placeCode(ADDRESS_MESSAGES.city),
  barangay_code: placeCode(ADDRESS_MESSAGES.barangay),
  /** Make this the default address (the first one always is; unchecking never leaves the book without one). */
  make_default: z.boolean().default(false),
});
export type AddressBody = z.output<typeof addressBodySchema>;

export const addressIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

const placeSchema = z.object({ code: z.string(), name: z.string() });

/** What an order keeps of the address it was bought for: a later edit of the book does not move it. */
export const addressSnapshotSchema = z.object({
  contact_name: z.string(),
  mobile: z.string(),
  street: z.string(),
  barangay: placeSchema,
  city: placeSchema,
  province: placeSchema.nullable(),
  region: placeSchema,
  zip: z.string(),
  zone: z.enum(ZONES),
  one_line: z.string(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

/** An address of the book, as its owner reads it. */
export const addressSchema = addressSnapshotSchema.extend({
  id: z.string(),
  label: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/addresses, and every change's answer: the whole book (at most MAX_ADDRESSES), newest first, the default marked. */
export const addressBookSchema = z.object({
  items: z.array(addressSchema).max(MAX_ADDRESSES),
  default_id: z.string().nullable(),
  max: z.number().int(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;

/** POST and PUT: the book after the change, and the address written. */
export const addressChangeSchema = addressBookSchema.extend({ address: addressSchema });
export type AddressChange = z.infer<typeof addressChangeSchema>;
