import type { addressesContract } from '@shared/api/contract/addresses';
import * as Addresses from '../../core/addresses/addresses';
import * as AddressChanges from '../../core/addresses/changes';
import type { GroupRoutes } from '../../lib/http';

export const addressRoutes: GroupRoutes<typeof addressesContract> = {
  'GET /api/addresses': async ({ actor }) => Addresses.list(actor.userId),
  'POST /api/addresses': async ({ actor, body }) => AddressChanges.add(actor, body),
  'PUT /api/addresses/{id}': async ({ actor, params, body }) => AddressChanges.edit(actor, params.id, body),
  'DELETE /api/addresses/{id}': async ({ actor, params }) => AddressChanges.remove(actor, params.id),
  'POST /api/addresses/{id}/default': async ({ actor, params }) => AddressChanges.makeDefault(actor, params.id),
};
