/**
 * Compile-time checks (run by `npm run typecheck`): a screen asks about a refusal by the route it
 * called, and only for a code that route may answer (its contract's `errors`, the common ones,
 * or `network`).
 */
import { ErrorCodes } from '@shared/api/errors';
import { isApiError } from './api-client';

declare const err: unknown;

export const own = isApiError(err, 'POST /cart', ErrorCodes.alreadyInCart);
export const common = isApiError(err, 'POST /cart', ErrorCodes.rateLimited);
export const network = isApiError(err, 'GET /tags', ErrorCodes.network);
// @ts-expect-error POST /cart never answers a tag's refusal
export const foreign = isApiError(err, 'POST /cart', ErrorCodes.tagExists);
// @ts-expect-error GET /tags declares no refusal of its own
export const undeclared = isApiError(err, 'GET /tags', ErrorCodes.tagNotFound);
// @ts-expect-error a code that is not in ErrorCodes
export const unknownCode = isApiError(err, 'POST /cart', 'cart.whatever');
// @ts-expect-error a route that is not in the contract
export const unknownRoute = isApiError(err, 'POST /nowhere', ErrorCodes.rateLimited);
