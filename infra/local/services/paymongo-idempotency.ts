import { createHash } from 'node:crypto';
import type http from 'node:http';
import { errorBody, readText, sendJson } from './paymongo-http-io';
import { SimError } from './paymongo-resources';

/**
 * The `Idempotency-Key` header on the simulator's creation endpoints (POST /v2/checkout_sessions,
 * POST /v2/batch_transfers, POST /v1/refunds, POST /v1/merchants/children), as PayMongo's
 * idempotent-requests reference and money-movement best practices describe it: the first answer
 * (status and body) for a key is kept about 24 hours and given again for every later request with
 * that key, whether it succeeded or failed; a request that fails validation (400 `parameter_*`)
 * keeps nothing, so it can be corrected and sent again with the same key; a second request while
 * the first is still being processed answers 409 `idempotency_in_progress`. Keys are at most 255
 * characters. The answers are kept with the rest of the state (paymongo.json).
 *
 * DOCS-CONFLICT: the same key with a different payload. Money-movement best practices say the
 * original answer is replayed; the idempotent-requests reference says the request is rejected.
 * The simulator rejects it (the reference's reading, and the one that shows a client's bug):
 * 400 `idempotency_key_reused` (DOCS-SILENT on the code).
 *
 * DOCS-SILENT: the scope of a key. Keys are kept per account: the `Account-Id` header's, else the
 * parent's (the simulator takes one secret key per account). The payload compared is the method,
 * the path and the JSON body with its keys sorted (a retry that orders fields differently is the
 * same request).
 *
 * DOCS-SILENT: a 5xx keeps nothing. The docs tell clients to retry 5xx with the same key, which
 * only helps if a 5xx is not replayed.
 */

export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyRecord extends StoredAnswer {
  fingerprint: string;
  /** When the first request's answer was kept (ms since the epoch). */
  stored_at: number;
}

/** Kept answers by `<scope> <key>`. */
export type IdempotencyData = Record<string, IdempotencyRecord>;

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;

export const fingerprintOf = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(canonical(body) ?? null)}`)
    .digest('hex');

const failure = (status: number, code: string, detail: string, attribute?: string): StoredAnswer => ({
  status,
  body: errorBody(new SimError(status, code, detail, attribute)),
});

/** Whether an answer is a validation failure (400 whose every error is `parameter_*`), which keeps nothing. */
function isValidationFailure(answer: StoredAnswer): boolean {
  if (answer.status !== 400) return false;
  const errors = (answer.body as { errors?: { code?: string }[] } | undefined)?.errors ?? [];
  return errors.length > 0 && errors.every((e) => typeof e.code === 'string' && e.code.startsWith('parameter_'));
}

export function createIdempotency(data: IdempotencyData, opts: { save: () => void; ttlMs: number }) {
  /** The requests being processed, by `<scope> <key>`. Never kept: a stop loses them, and nothing was answered. */
  const inFlight = new Set<string>();
  /** Creations to slow down (a test's race): how many, and by how long. */
  let slow = { count: 0, ms: 0 };

  const purge = () => {
    const oldest = Date.now() - opts.ttlMs;
    for (const [id, record] of Object.entries(data)) if (record.stored_at < oldest) delete data[id];
  };

  /** Runs one creation under its key (if any): the kept answer, a refusal, or `work`'s answer, kept when it should be. */
  async function run(
    scope: string,
    key: string | undefined,
    fingerprint: string,
    work: () => StoredAnswer | Promise<StoredAnswer>,
  ): Promise<StoredAnswer & { replayed: boolean }> {
    const pause = async () => {
      // One tick always, so two requests can meet; longer when a test asked for it.
      await new Promise((r) => setImmediate(r));
      if (slow.count > 0) {
        slow.count -= 1;
        await new Promise((r) => setTimeout(r, slow.ms));
      }
    };
    if (key === undefined) {
      await pause();
      return { ...(await work()), replayed: false };
    }
    if (!key || key.length > IDEMPOTENCY_KEY_MAX)
      return {
        ...failure(
          400,
          'parameter_invalid',
          `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`,
          'Idempotency-Key',
        ),
        replayed: false,
      };
    const id = `${scope} ${key}`;
    if (inFlight.has(id))
      return {
        ...failure(
          409,
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still being processed. Retry it with the same key later.',
        ),
        replayed: false,
      };
    purge();
    const kept = data[id];
    if (kept) {
      if (kept.fingerprint !== fingerprint)
        return {
          ...failure(
            400,
            'idempotency_key_reused',
            'This Idempotency-Key was used with different parameters. Use a new key for a new request.',
            'Idempotency-Key',
          ),
          replayed: false,
        };
      return { status: kept.status, body: structuredClone(kept.body), replayed: true };
    }
    inFlight.add(id);
    try {
      await pause();
      const answer = await work();
      if (answer.status < 500 && !isValidationFailure(answer)) {
        data[id] = { fingerprint, status: answer.status, body: structuredClone(answer.body), stored_at: Date.now() };
        opts.save();
      }
      return { ...answer, replayed: false };
    } finally {
      inFlight.delete(id);
    }
  }

  return {
    run,
    /** The next `count` creations wait `ms` before they are processed (with or without a key). */
    slowCreations(ms: number, count = 1) {
      slow = { count: Math.max(0, Math.floor(count)), ms: Math.max(0, ms) };
    },
    /** How many answers are kept (for the controls). */
    size: () => (purge(), Object.keys(data).length),
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/**
 * Answers a creation request: reads its JSON body, runs `work` on it under the request's
 * `Idempotency-Key` and sends the answer. `work` answers a status and body, or throws a SimError.
 */
export async function answerCreation(
  idempotency: Idempotency,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  opts: { path: string; scope: string },
  work: (body: unknown) => StoredAnswer | Promise<StoredAnswer>,
): Promise<void> {
  const text = await readText(req);
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    return sendJson(res, 400, errorBody(new SimError(400, 'parameter_invalid', 'The request body is not valid JSON.')));
  }
  const header = req.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  const answer = await idempotency.run(
    opts.scope,
    key,
    fingerprintOf(req.method ?? 'POST', opts.path, body),
    async () => {
      try {
        return await work(body);
      } catch (err) {
        if (err instanceof SimError) return { status: err.status, body: errorBody(err) };
        throw err;
      }
    },
  );
  sendJson(res, answer.status, answer.body);
}
