import { userIdParamsSchema } from '../../schemas/common';
import {
  artistIdParamsSchema,
  earningsExportSchema,
  earningsPageSchema,
  earningsQuerySchema,
  onboardingBodySchema,
  payoutAccountSchema,
} from '../../schemas/payouts';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * Getting paid: the artist's PayMongo child account (onboarding and its status) and their
 * earnings, read from the ledger's figures. Only the artist (and, for the status, an admin).
 */
export const payoutsContract = defineRoutes({
  /** The artist's payout account: status, what PayMongo said, the payout destination's last 4 digits, and what Crafti holds. */
  'GET /payouts/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    response: payoutAccountSchema,
    errors: [],
  },
  /** Sends the artist's KYC and payout details to PayMongo's Onboarding API (again, after a rejection or a request for more). */
  'POST /payouts/{userId}/onboarding': {
    auth: 'artist',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    body: onboardingBodySchema,
    response: payoutAccountSchema,
    errors: [
      ErrorCodes.payoutsActive,
      ErrorCodes.payoutsInReview,
      ErrorCodes.payoutsRefused,
      ErrorCodes.payoutsUnavailable,
    ],
  },
  /** The artist's sales with gross, fees, net and where the money is; totals for this month and all time. 10 a page. */
  'GET /earnings/{artistId}': {
    auth: 'artist',
    owner: { self: 'params.artistId' },
    params: artistIdParamsSchema,
    query: earningsQuerySchema,
    response: earningsPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /** Every sale as CSV. */
  'GET /earnings/{artistId}/export': {
    auth: 'artist',
    owner: { self: 'params.artistId' },
    params: artistIdParamsSchema,
    response: earningsExportSchema,
    errors: [],
  },
});
