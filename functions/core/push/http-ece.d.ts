/** The part of `http_ece` (Encrypted Content-Encoding, RFC 8188; by its RFC's author) that ./web-push.ts uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function encrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; dh: string; privateKey: ECDH; salt: string; authSecret: string },
  ): Buffer;
}
