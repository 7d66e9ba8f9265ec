import { ErrorCodes, type ErrorCode } from '@shared/api/errors';

/**
 * An error the caller caused or may see. `message` is shown to the user as is,
 * so it must never carry internals. Anything that is not an AppError becomes a 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toJSON() {
    return { error: this.code, message: this.message };
  }
}

/*
 * The refusal helpers. A domain refusal names its own code (shared/api/errors.ts): a 404 or 409
 * always does; a 400 or 403 does when it is a rule of the domain (`cart.own_art`), while a plain
 * "not yours" or "not your role" stays the generic `forbidden`.
 */
export const badRequest = (message: string, code: ErrorCode = ErrorCodes.badRequest) =>
  new AppError(code, 400, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(ErrorCodes.unauthorized, 401, message);
export const forbidden = (message = 'You are not allowed to do that.', code: ErrorCode = ErrorCodes.forbidden) =>
  new AppError(code, 403, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(code, 404, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(code, 409, message);

/** A page cursor that the server did not hand out (or that belongs to another list). */
export const invalidCursor = () =>
  new AppError(ErrorCodes.invalidCursor, 400, 'This page link is no longer valid. Please start from the first page.');
