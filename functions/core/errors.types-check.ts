/**
 * Compile-time checks (run by `npm run typecheck`): an AppError carries one of the codes in
 * shared/api/errors.ts, so a refusal cannot be thrown with a code the web does not know.
 */
import { ErrorCodes } from '@shared/api/errors';
import { AppError, conflict, notFound } from './errors';

export const known = new AppError(ErrorCodes.soldOut, 409, 'Sold out.');
// @ts-expect-error a code that is not in ErrorCodes
export const literal = new AppError('some_literal', 409, 'Refused.');
// @ts-expect-error a code that is not in ErrorCodes
export const literalConflict = conflict('already_there', 'Refused.');
// @ts-expect-error a 404 names its domain's code
export const bareNotFound = notFound('Not found.');
