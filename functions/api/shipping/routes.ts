import type { shippingContract } from '@shared/api/contract/shipping';
import * as Shipping from '../../core/shipping/shipping';
import type { GroupRoutes } from '../../lib/http';

export const shippingRoutes: GroupRoutes<typeof shippingContract> = {
  'GET /api/shipping-profile': async ({ actor }) => Shipping.get(actor.userId),
  'PUT /api/shipping-profile': async ({ actor, body }) => Shipping.put(actor, body),
  'GET /api/shipping-profiles': async ({ query }) => Shipping.publicProfiles(query.artist_ids),
};
