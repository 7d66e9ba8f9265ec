import type { payoutsContract } from '@shared/api/contract/payouts';
import * as Checkout from '../../core/checkout/checkout';
import * as Payouts from '../../core/payouts/accounts';
import type { GroupRoutes } from '../../lib/http';

export const payoutsRoutes: GroupRoutes<typeof payoutsContract> = {
  'GET /payouts/{userId}': async ({ params }) => Payouts.view(params.userId),
  'POST /payouts/{userId}/onboarding': async ({ body, actor }) => Payouts.onboard(actor, body),
  'GET /earnings/{artistId}': async ({ params, query }) => Checkout.earningsOf(params.artistId, query.cursor),
  'GET /earnings/{artistId}/export': async ({ params }) => Checkout.exportEarnings(params.artistId),
};
