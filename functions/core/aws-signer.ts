import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * SigV4 signing for the few AWS calls made without their SDK client (the SSM read of
 * ./ssm-parameter.ts, the S3 object calls of ./uploads/object-requests.ts): each client added
 * 13–30 kB zipped to every function that used it, over their bundle budgets. The signer is the
 * one the SDK's own clients use; the credentials are the function's, from its environment, as
 * Lambda gives them.
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

export type Env = Record<string, string | undefined>;

export const regionOf = (env: Env) => env.AWS_REGION ?? 'us-east-1';

/** A SigV4 signer for `service` with the environment's credentials. S3 signs its paths as sent (`uriEscapePath: false`). */
export function signerFor(service: string, env: Env = process.env): SignatureV4 {
  return new SignatureV4({
    service,
    region: regionOf(env),
    sha256: Sha256,
    uriEscapePath: service !== 's3',
    applyChecksum: service === 's3',
    credentials: {
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
      sessionToken: env.AWS_SESSION_TOKEN,
    },
  });
}
