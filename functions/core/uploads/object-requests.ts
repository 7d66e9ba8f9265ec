import { regionOf, signerFor, type Env } from '../aws-signer';

/**
 * The S3 object calls the functions make themselves (HEAD, a ranged or whole GET, PUT, DELETE),
 * as signed requests of their own instead of `@aws-sdk/client-s3`, which was ~100 kB of every
 * function that checks or removes an upload (api-arts among them, at its 250 kB budget). The
 * requests are S3's REST API as the SDK sends them: virtual-hosted on AWS, path-style at the local
 * S3 (AWS_ENDPOINT_URL_S3 with S3_FORCE_PATH_STYLE), signed with SigV4 (../aws-signer.ts). The
 * presigned uploads and downloads stay on the SDK (./objects.ts; only the uploads and
 * verification functions carry it).
 *
 * A throttled or failing S3 (503 SlowDown, 500, a reset connection) is tried again, up to
 * ATTEMPTS times with a short backoff, as the SDK's standard retry does; what is still failing
 * then is an S3Error that functions/lib/unavailable.ts recognises (503 with Retry-After).
 */

export const ATTEMPTS = 3;

/** S3 refused the call: `name` is S3's error code (SlowDown, AccessDenied, …) as the SDK names its errors. */
export class S3Error extends Error {
  readonly $metadata: { httpStatusCode: number };
  readonly $fault: 'client' | 'server';
  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = code;
    this.$metadata = { httpStatusCode: status };
    this.$fault = status >= 500 ? 'server' : 'client';
  }
}

interface Target {
  url: URL;
  /** The path as signed: S3 signs it as sent (no second escaping). */
  path: string;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

function targetOf(bucket: string, key: string, env: Env): Target {
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  const pathStyle = env.S3_FORCE_PATH_STYLE === 'true';
  if (endpoint) {
    const base = new URL(endpoint);
    const url = pathStyle
      ? new URL(`${base.origin}/${bucket}/${encodeKey(key)}`)
      : new URL(`${base.protocol}//${bucket}.${base.host}/${encodeKey(key)}`);
    return { url, path: url.pathname };
  }
  const url = new URL(`https://${bucket}.s3.${regionOf(env)}.amazonaws.com/${encodeKey(key)}`);
  return { url, path: url.pathname };
}

const retryable = (err: unknown) =>
  err instanceof S3Error
    ? err.$fault === 'server' || err.name === 'SlowDown' || err.$metadata.httpStatusCode === 429
    : err instanceof TypeError || (err as { name?: string }).name === 'TimeoutError';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ObjectRequest {
  method: 'HEAD' | 'GET' | 'PUT' | 'DELETE';
  bucket: string;
  key: string;
  headers?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
  timeoutMs?: number;
}

/** One S3 object call; 404 answers null (the object is not there), any other refusal throws S3Error. */
export async function objectRequest(
  request: ObjectRequest,
  env: Env = process.env,
  fetchFn: typeof fetch = fetch,
): Promise<Response | null> {
  // An HTTP call tried again as the SDK's standard retry would (not a DynamoDB commit: those go
  // through db/write.ts's retryOnConflict).
  for (let tries = 1; ; tries++) {
    try {
      return await once(request, env, fetchFn);
    } catch (err) {
      if (tries >= ATTEMPTS || !retryable(err)) throw err;
      await pause(50 * 2 ** tries + Math.random() * 50);
    }
  }
}

async function once(request: ObjectRequest, env: Env, fetchFn: typeof fetch): Promise<Response | null> {
  const { url, path } = targetOf(request.bucket, request.key, env);
  const signed = await signerFor('s3', env).sign({
    method: request.method,
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path,
    headers: { host: url.host, ...request.headers },
    ...(request.body ? { body: request.body } : {}),
  });
  const answer = await fetchFn(url, {
    method: request.method,
    headers: signed.headers as Record<string, string>,
    ...(request.body ? { body: request.body } : {}),
    signal: AbortSignal.timeout(request.timeoutMs ?? 10_000),
  });
  if (answer.status === 404) {
    await answer.body?.cancel();
    return null;
  }
  if (!answer.ok) {
    const text = request.method === 'HEAD' ? '' : await answer.text();
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? (answer.status === 503 ? 'SlowDown' : `S3${answer.status}`);
    throw new S3Error(code, answer.status, `S3 ${request.method} ${request.key}: ${answer.status} ${code}`);
  }
  return answer;
}
