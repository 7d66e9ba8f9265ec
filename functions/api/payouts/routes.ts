import type { payoutsContract } from '@shared/api/contract/payouts';
import * as Money from '../../core/money/money';
import * as Payouts from '../../core/payouts/accounts';
import type { GroupRoutes } from '../../lib/http';

export const payoutsRoutes: GroupRoutes<typeof payoutsContract> = {
  'GET /payouts/{userId}': async ({ params }) => Payouts.view(params.userId),
  'POST /payouts/{userId}/onboarding': async ({ body, actor }) => Payouts.onboard(actor, body),
  'GET /earnings/{artistId}': async ({ params, query }) => Money.earningsOf(params.artistId, query.cursor),
  'GET /earnings/{artistId}/export': async ({ params }) => Money.exportEarnings(params.artistId),
};
