/** The one error body every API answer uses on failure (the functions' and the gateway's own). */
export interface ErrorBody {
  error: string;
  message: string;
}

/**
 * Every code an answer's `error` may carry, used by both sides: the server throws with them and
 * the web maps them to the spec's messages in one place (`userMessage` in web/src/lib/api-client.ts).
 *
 *   generic        the request path and the gateway (any route)
 *   accounts       registration, confirmation and reset links
 *   domain         one per refusal a feature can explain
 */
export const ErrorCodes = {
  // generic
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  validation: 'validation_failed',
  invalidCursor: 'invalid_cursor',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  routeNotFound: 'route_not_found',
  payloadTooLarge: 'payload_too_large',
  requestTooLarge: 'request_too_large',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  network: 'network_error',
  // accounts
  emailInUse: 'email_in_use',
  usernameInUse: 'username_in_use',
  linkInvalid: 'link_invalid',
  wrongPassword: 'wrong_password',
  // domain
  tagExists: 'tag_exists',
  tagChanged: 'tag_changed',
  uploadInvalid: 'upload_invalid',
  uploadInUse: 'upload_in_use',
  notAnArtist: 'not_an_artist',
  verificationPending: 'verification_pending',
  verificationChanged: 'verification_changed',
  // jobs
  jobAlreadyApplied: 'jobs.already_applied',
  jobClosed: 'jobs.closed',
  jobUnderReview: 'jobs.under_review',
  jobClosedByAdmin: 'jobs.closed_by_admin',
  jobApplicationDecided: 'jobs.application_decided',
  // cart and checkout
  alreadyInCart: 'already_in_cart',
  soldOut: 'sold_out',
  checkoutFailed: 'checkout_failed',
  invalidSignature: 'invalid_signature',
  // chat
  chatBusy: 'chat.busy',
  chatSendInProgress: 'chat.send_in_progress',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).error === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}
