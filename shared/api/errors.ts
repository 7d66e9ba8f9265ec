/** The one error body every API answer uses on failure. */
export interface ErrorBody {
  error: string;
  message: string;
}

/** Stable codes the web client may branch on. Feature-specific codes live beside their feature. */
export const ErrorCodes = {
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
} as const;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).error === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}
