import {
  addressBodySchema,
  addressBookSchema,
  addressChangeSchema,
  addressIdParamsSchema,
  ADDRESS_MESSAGES,
} from '../../schemas/addresses';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * The address book (issue 47 item 1): a person with a cart (an artist or a client) keeps up to 10
 * delivery addresses, one of them the default. An address is its person's only: its id names
 * them (functions/core/addresses/owners.ts), and admins have none.
 */
const owned = { thing: 'address', id: 'params.id', message: ADDRESS_MESSAGES.notYours } as const;
const noAdmins = ADDRESS_MESSAGES.adminRefused;
const placeErrors = [ErrorCodes.addressPlaceUnknown, ErrorCodes.addressBookChanged];

export const addressesContract = defineRoutes({
  /** The caller's addresses, newest first, the default marked. */
  'GET /api/addresses': {
    auth: 'user',
    owner: 'caller',
    adminRefused: noAdmins,
    response: addressBookSchema,
    errors: [],
  },
  /** Adds an address (the first becomes the default); 409 `addresses.full` at the cap. */
  'POST /api/addresses': {
    auth: 'user',
    owner: 'caller',
    adminRefused: noAdmins,
    body: addressBodySchema,
    response: addressChangeSchema,
    status: 201,
    errors: [...placeErrors, ErrorCodes.addressBookFull],
  },
  /** Replaces an address's fields (and makes it the default with `make_default`). */
  'PUT /api/addresses/{id}': {
    auth: 'user',
    owner: owned,
    adminRefused: noAdmins,
    params: addressIdParamsSchema,
    body: addressBodySchema,
    response: addressChangeSchema,
    errors: [...placeErrors, ErrorCodes.addressNotFound],
  },
  /** Deletes an address; the newest remaining one becomes the default when it was. */
  'DELETE /api/addresses/{id}': {
    auth: 'user',
    owner: owned,
    adminRefused: noAdmins,
    params: addressIdParamsSchema,
    response: addressBookSchema,
    errors: [ErrorCodes.addressNotFound, ErrorCodes.addressBookChanged],
  },
  /** Makes an address the default (and the profile's address its one-line form). */
  'POST /api/addresses/{id}/default': {
    auth: 'user',
    owner: owned,
    adminRefused: noAdmins,
    params: addressIdParamsSchema,
    response: addressBookSchema,
    errors: [ErrorCodes.addressNotFound, ErrorCodes.addressBookChanged],
  },
});
