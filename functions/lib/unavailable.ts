/**
 * Whether an error is a service behind the API failing for a while (DynamoDB throttling or its 5xx,
 * S3's SlowDown, SES's throttling, PayMongo's or the search engine's 5xx or timeout, a connection
 * refused or reset), after
 * the AWS SDK's own retries: the caller is answered 503 with a Retry-After (./http.ts), not a 500,
 * since the same request a moment later is expected to work. Anything else unexpected is a defect
 * and stays a 500.
 */

const THROTTLED_OR_DOWN = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'LimitExceededException',
  'SlowDown',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalError',
  'RequestTimeout',
  'TimeoutError',
]);

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

/** Seconds a caller is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

export function isServiceUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as {
    name?: unknown;
    code?: unknown;
    retryable?: unknown;
    $retryable?: unknown;
    $fault?: unknown;
    cause?: unknown;
  };
  // The payment provider's own failures say whether a retry may work (functions/core/payments/provider.ts).
  if (e.name === 'PaymentProviderError') return e.retryable === true;
  // The search engine's (functions/core/search/engine.ts): busy or down, as its status says.
  if (e.name === 'EngineError') return e.retryable === true;
  if (e.$retryable || e.$fault === 'server') return true;
  if (typeof e.name === 'string' && THROTTLED_OR_DOWN.has(e.name)) return true;
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
  // fetch wraps the socket's error: TypeError('fetch failed', { cause }).
  return e.cause !== undefined && e.cause !== err && isServiceUnavailable(e.cause);
}
