import { assertDeclaredRefusal } from './declared-errors';

/** What a test sends: a token, a JSON body (or a raw one), and the client address to speak from. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  /** Sent as X-Forwarded-For, which the local gateway takes as the client address. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the route answers
  body: any;
}

/** A small HTTP client for the API under test. */
export function apiCaller(baseUrl: string) {
  return async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
    const hasBody = opts.body !== undefined || opts.rawBody !== undefined;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        ...opts.headers,
      },
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    // Every refusal a test meets must be one its route declares (shared/api/contract/define.ts).
    assertDeclaredRefusal(method, path, { status: response.status, body });
    return { status: response.status, headers: response.headers, body };
  };
}
