/**
 * Compile-time checks (run by `npm run typecheck`): an AppError carries one of the codes in
 * shared/api/errors.ts, so a refusal cannot be thrown with a code the web does not know, and its
 * status comes from the code (ERROR_STATUS), never from the throw.
 */
import { ErrorCodes } from '@shared/api/errors';
import { AppError, forbidden, refuse } from './errors';

export const known = new AppError(ErrorCodes.soldOut, 'Sold out.');
// @ts-expect-error a code that is not in ErrorCodes
export const literal = new AppError('some_literal', 'Refused.');
// @ts-expect-error a code that is not in ErrorCodes
export const literalRefusal = refuse('already_there', 'Refused.');
// @ts-expect-error the status is the code's: a throw does not choose it
export const withStatus = new AppError(ErrorCodes.soldOut, 409, 'Sold out.');
// @ts-expect-error a domain's refusal names its code: forbidden() is only the generic one
export const domainForbidden = forbidden('Not yours.', ErrorCodes.cartOwnArt);
