import { ERROR_STATUS, ErrorCodes, type ErrorCode } from '@shared/api/errors';

/**
 * An error the caller caused or may see. `message` is shown to the user as is, so it must never
 * carry internals. Its HTTP status is the code's (ERROR_STATUS in shared/api/errors.ts), never
 * chosen at the throw. Anything that is not an AppError becomes a 500.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  toJSON() {
    return { error: this.code, message: this.message };
  }
}

/**
 * A refusal a person can meet: its code (shared/api/errors.ts, one per refusal, dotted by domain,
 * and listed in the route's contract entry) and the words they read.
 */
export const refuse = (code: ErrorCode, message: string) => new AppError(code, message);

/* The generic refusals, for what is not a rule of a domain. */
export const badRequest = (message: string) => new AppError(ErrorCodes.badRequest, message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(ErrorCodes.unauthorized, message);
/** "Not yours" or "not your role", where the contract's owner rule cannot say it. */
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(ErrorCodes.forbidden, message);

/** A page cursor that the server did not hand out (or that belongs to another list). */
export const invalidCursor = () =>
  new AppError(ErrorCodes.invalidCursor, 'This page link is no longer valid. Please start from the first page.');
