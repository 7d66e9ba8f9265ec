import {
  shippingProfileBodySchema,
  shippingProfileSchema,
  shippingProfilesQuerySchema,
  shippingProfilesSchema,
} from '../../schemas/shipping';
import { defineRoutes } from './define';

/**
 * Shipping profiles (issue 47 §2, docs/fulfilment.md): the artist writes and reads their own
 * (days to ship, ships-from, a rate per zone, free shipping, pickup); anyone reads the artists'
 * of an art page or a cart, to quote with shared/shipping.ts.
 */
export const shippingContract = defineRoutes({
  /** The calling artist's own profile, or null before they set one up. */
  'GET /api/shipping-profile': {
    auth: 'artist',
    owner: 'caller',
    response: shippingProfileSchema.nullable(),
    errors: [],
  },
  /** Sets the calling artist's whole profile; answers it as saved. */
  'PUT /api/shipping-profile': {
    auth: 'artist',
    owner: 'caller',
    body: shippingProfileBodySchema,
    response: shippingProfileSchema,
    errors: [],
  },
  /** The profiles of up to 30 artists (`?artist_ids=a,b`); an artist without one is left out. */
  'GET /api/shipping-profiles': {
    auth: 'public',
    owner: 'none',
    query: shippingProfilesQuerySchema,
    response: shippingProfilesSchema,
    errors: [],
  },
});
