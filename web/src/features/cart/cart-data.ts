import type { EarlyRequest } from '@web/lib/early-requests';

/**
 * What the cart (/cart) asks the API for as it first renders: its lines. The entry
 * (app/early-requests.ts) starts the same request beside the page's code.
 */
export const cartRequests = (userId: string): EarlyRequest[] => [
  { routeKey: 'GET /cart/{userId}', params: { userId } },
];
