import { createECDH, createPrivateKey, randomBytes, sign } from 'node:crypto';
import { encrypt } from 'http_ece';
import type { Device } from './devices';

/**
 * A Web Push request, made here rather than with the `web-push` package, whose key handling
 * (asn1.js, bn.js, jws) added ~40 kB zipped to every function that notifies and put most of them
 * over their bundle budget: the payload encrypted to the device with `http_ece` (RFC 8188's
 * aes128gcm, as RFC 8291 uses it for Web Push: the same library `web-push` encrypts with), and the
 * request signed with the site's VAPID key (RFC 8292: an ES256 JWT for the push service's origin)
 * by Node's crypto. The local push service checks both as a browser's push service would, and is
 * itself checked against `web-push` (tests/infra/push-service.test.ts).
 */

export interface VapidKeys {
  /** base64url, the 65-byte uncompressed P-256 point. */
  publicKey: string;
  /** base64url, the 32-byte private scalar. */
  privateKey: string;
  /** `mailto:` or `https:`: whom the push service may contact. */
  subject: string;
}

/** Where a device takes pushes, and the keys a push is encrypted to (../push/devices.ts's Device). */
type Target = Pick<Device, 'endpoint' | 'p256dh' | 'auth'>;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The VAPID `Authorization` header for `endpoint`'s push service, valid 12 hours from `now`. */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, now = Date.now()): string {
  const header = base64url({ typ: 'JWT', alg: 'ES256' });
  const claims = base64url({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + 12 * 3600,
    sub: keys.subject,
  });
  const point = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${header}.${claims}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}

/** The request that pushes `payload` to `device`: method, headers and the encrypted body. */
export function pushRequest(
  device: Target,
  payload: string,
  keys: VapidKeys,
  options: { ttlSeconds: number; urgency: 'high' | 'normal' },
): { method: 'POST'; headers: Record<string, string>; body: Buffer } {
  // A key pair of this message's own (its public half travels in the body's header).
  const local = createECDH('prime256v1');
  local.generateKeys();
  const body = encrypt(Buffer.from(payload), {
    version: 'aes128gcm',
    dh: device.p256dh,
    privateKey: local,
    salt: randomBytes(16).toString('base64url'),
    authSecret: device.auth,
  });
  return {
    method: 'POST',
    headers: {
      TTL: String(options.ttlSeconds),
      Urgency: options.urgency,
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      Authorization: vapidAuthorization(device.endpoint, keys),
    },
    body,
  };
}
