import { newRequestId, requestUrl } from './request-url';

/**
 * The GET requests a signed-in page's first render makes, started by the shell's inline script
 * (shell-start.ts; by the entry, main.tsx, where the page carries no configuration) beside the
 * page's code instead of once that code has downloaded and run: on a phone, the page's data
 * (and its pictures) arrive a second or more sooner. The API client takes each answer instead of
 * asking again: once, and only while fresh. Kept tiny: it is in the shell's inline script.
 */
export interface EarlyRequest {
  /** A GET route of the contract, e.g. 'GET /api/arts'. */
  routeKey: `GET ${string}`;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
}

/** An answer not taken within this long is not used: the page asks afresh. */
const FRESH_MS = 15_000;

/**
 * What a signed-in page's first render reads from the answers it already has, a little longer
 * than the boot takes: the page's queries do not ask again on mount (PageModule `warm` filled them).
 */
export const FIRST_DATA_FRESH_MS = 10_000;

type Started = Map<string, { at: number; response: Promise<Response> }>;

/**
 * The requests started, by URL. Kept on the window: the shell's inline script (web/src/shell-start.ts)
 * starts them with its own copy of this module, and the app takes the answers with the bundle's.
 */
const page = globalThis as typeof globalThis & { craftiEarlyRequests?: Started };
const started: Started = (page.craftiEarlyRequests ??= new Map());

/** Starts `requests` with the session's ID token; each answer's promise, by its request. */
export function startEarlyRequests(
  apiUrl: string,
  token: string,
  requests: EarlyRequest[],
): Map<EarlyRequest, Promise<Response>> {
  const answers = new Map<EarlyRequest, Promise<Response>>();
  for (const request of requests) {
    const { url } = requestUrl(apiUrl, request.routeKey, request);
    if (started.has(url.href)) continue;
    const response = fetch(url, { headers: { 'x-request-id': newRequestId(), authorization: `Bearer ${token}` } });
    // Nobody may take it: a failure here is the page's own request's to report.
    response.catch(() => undefined);
    started.set(url.href, { at: Date.now(), response });
    answers.set(request, response);
  }
  return answers;
}

/** The answer to a GET of `url` started early, if there is a fresh one; it is given out once. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  return Date.now() - early.at < FRESH_MS ? early.response : undefined;
}
