import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Reads one SSM SecureString (decrypted) with a signed `GetParameter` call of its own instead of
 * `@aws-sdk/client-ssm`: every function that notifies people needs the VAPID key, and every one
 * that moves money PayMongo's keys; the SSM client added ~13 kB zipped to each, over their bundle
 * budgets. The request is the one the SDK
 * sends (AWS JSON 1.1, `AmazonSSM.GetParameter`), signed with SigV4 (the signer the SDK's own
 * clients use) with the function's credentials from its environment, as Lambda gives them.
 */

/** What SigV4 hands the hash (text, or any bytes) as Node's crypto takes it. */
const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Buffer =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret ? createHmac('sha256', bytes(this.secret)) : createHash('sha256');
  }
  reset() {
    this.hash = this.fresh();
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

/** SSM refused the read or had no value; `missing` when the parameter is not there (or empty): no retry brings it. */
export class SecureStringError extends Error {
  constructor(
    message: string,
    readonly missing: boolean,
  ) {
    super(message);
    this.name = 'SecureStringError';
  }
}

export async function readSecureString(
  name: string,
  env: Record<string, string | undefined> = process.env,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const region = env.AWS_REGION ?? 'us-east-1';
  const host = `ssm.${region}.amazonaws.com`;
  const signer = new SignatureV4({
    service: 'ssm',
    region,
    sha256: Sha256,
    credentials: {
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
      sessionToken: env.AWS_SESSION_TOKEN,
    },
  });
  const body = JSON.stringify({ Name: name, WithDecryption: true });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname: host,
    path: '/',
    headers: {
      host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AmazonSSM.GetParameter',
    },
    body,
  });
  const answer = await fetchFn(`https://${host}/`, {
    method: 'POST',
    headers: signed.headers as Record<string, string>,
    body,
    signal: AbortSignal.timeout(5_000),
  });
  const text = await answer.text();
  if (!answer.ok)
    throw new SecureStringError(
      `SSM GetParameter ${name}: ${answer.status} ${text.slice(0, 200)}`,
      text.includes('ParameterNotFound'),
    );
  const value = (JSON.parse(text) as { Parameter?: { Value?: string } }).Parameter?.Value;
  if (!value) throw new SecureStringError(`SSM parameter ${name} is empty`, true);
  return value;
}
