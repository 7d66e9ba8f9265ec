import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBodyUpTo } from './http-body';

/**
 * A stand-in for the Web Push service a browser vendor runs (FCM, Mozilla's autopush), which the
 * functions' `web-push` calls reach on the local stack and in tests. It plays the browser behind
 * it too, so a test reads what a person's device would show: `POST /subscriptions` is
 * `pushManager.subscribe()` (the key pair is made and kept here), `POST /push/:id` takes a push
 * (RFC 8030), checks its VAPID token (RFC 8292) and decrypts it (RFC 8291, RFC 8188), and
 * `GET /messages` lists what arrived. What a real service refuses is refused with its status
 * (401/403 VAPID, 400/415 encoding, 410 revoked, 413 too large), so senders' handling is testable.
 * All in memory: a test stand-in, it forgets everything when it stops.
 *
 * It speaks plain HTTP, but `web-push` 3.6.7 sends with `https.request` whatever the endpoint's
 * scheme: a sender passes it an `agent` that opens plain sockets (see the test).
 */

export interface PushService {
  url: string;
  close(): Promise<void>;
}

/** A push as the browser would hand it to the service worker, with what the sender said of it. */
export interface PushMessage {
  id: string;
  subscriptionId: string;
  endpoint: string;
  /** The decrypted payload (UTF-8); null for a push without a body. */
  payload: string | null;
  ttl: number;
  urgency: string;
  topic: string | null;
  vapidSubject: string;
  vapidPublicKey: string;
  receivedAt: string;
}

interface Subscription {
  id: string;
  endpoint: string;
  /** The browser's side of the key agreement: `p256dh` is its public key. */
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** Permission revoked (`DELETE`): pushes are answered 410 from then on, as FCM does. */
  expired: boolean;
}

interface State {
  url: string;
  subscriptions: Map<string, Subscription>;
  messages: PushMessage[];
}

/** An answer: a string body is sent as text, anything else as JSON. */
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** RFC 8030 §7.2: services take no more than 4096 bytes of payload; bodies past MAX_BODY are not kept. */
const MAX_PAYLOAD = 4096;
const MAX_BODY = 8192;
const MAX_TOKEN_LIFETIME_S = 24 * 60 * 60; // RFC 8292 §2: a token expires within 24 hours of its push.
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** RFC 8188 §2.1: salt (16) | rs (4) | idlen (1) | keyid (idlen; for Web Push the sender's 65-byte key). */
const HEADER_LENGTH = 16 + 4 + 1 + 65;
const TAG_LENGTH = 16;

/** A push refused: the status a real push service would answer, and a short reason as the body. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startPushService(options: { port?: number; host?: string } = {}): Promise<PushService> {
  const host = options.host ?? '127.0.0.1';
  const state: State = { url: '', subscriptions: new Map(), messages: [] };
  const server = http.createServer((req, res) => {
    void readBodyUpTo(req, MAX_BODY)
      .then((body): Reply => (body ? handle(state, req, body) : { status: 413, body: `body over ${MAX_BODY} bytes` }))
      .catch((err: unknown): Reply => ({ status: 500, body: String(err) }))
      .then((reply) => write(res, reply));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  state.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: state.url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function write(res: http.ServerResponse, reply: Reply): void {
  if (res.destroyed) return;
  const json = typeof reply.body !== 'string' && reply.body !== undefined;
  const body = json ? JSON.stringify(reply.body) : ((reply.body as string | undefined) ?? '');
  const type = json ? 'application/json' : 'text/plain; charset=utf-8';
  res.writeHead(reply.status, { ...(body ? { 'content-type': type } : {}), ...reply.headers });
  res.end(body);
}

function handle(state: State, req: http.IncomingMessage, body: Buffer): Reply {
  const { pathname, searchParams } = new URL(req.url ?? '/', state.url);
  const [, resource, id, rest] = pathname.split('/');
  const one = id !== undefined && id !== '' && rest === undefined;
  try {
    if (req.method === 'POST' && pathname === '/subscriptions') return subscribe(state);
    if (req.method === 'POST' && resource === 'push' && one) return push(state, id, req.headers, body);
    if (req.method === 'DELETE' && /^(subscriptions|push)$/.test(resource ?? '') && one) return unsubscribe(state, id);
    if (req.method === 'GET' && pathname === '/messages') {
      const endpoint = searchParams.get('endpoint');
      return { status: 200, body: state.messages.filter((m) => endpoint === null || m.endpoint === endpoint) };
    }
    const message = req.method === 'GET' && resource === 'messages' && one && state.messages.find((m) => m.id === id);
    return message ? { status: 200, body: message } : { status: 404, body: 'not found' };
  } catch (err) {
    if (err instanceof Refusal) return { status: err.status, body: err.message };
    throw err;
  }
}

/** What `pushManager.subscribe()` gives the page: an endpoint, the browser's public key, an auth secret. */
function subscribe(state: State): Reply {
  const id = randomUUID();
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const sub = { id, endpoint: `${state.url}/push/${id}`, ecdh, auth: randomBytes(16), expired: false };
  state.subscriptions.set(id, sub);
  const keys = { p256dh: publicKey.toString('base64url'), auth: sub.auth.toString('base64url') };
  return { status: 201, body: { id, endpoint: sub.endpoint, keys } };
}

/** Takes the subscription's id, or its whole endpoint URL-encoded. */
function unsubscribe(state: State, idOrEndpoint: string): Reply {
  const path = attempt(400, 'bad id', () => decodeURIComponent(idOrEndpoint));
  const sub = state.subscriptions.get(path.slice(path.lastIndexOf('/') + 1));
  if (!sub) throw new Refusal(404, 'no such subscription');
  sub.expired = true;
  return { status: 204 };
}

/** RFC 8030 §5, checked in the order a push service does: who it is for, who sent it, how. */
function push(state: State, id: string, headers: http.IncomingHttpHeaders, body: Buffer): Reply {
  const sub = state.subscriptions.get(id);
  if (!sub) throw new Refusal(404, 'no such subscription');
  if (sub.expired) throw new Refusal(410, 'subscription expired');
  const vapid = checkVapid(headers.authorization, new URL(state.url).origin);
  const ttl = headers.ttl;
  if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) throw new Refusal(400, 'TTL header must be an integer >= 0');
  if (body.length && headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'aes128gcm only');
  if (body.length > MAX_PAYLOAD) throw new Refusal(413, `payload over ${MAX_PAYLOAD} bytes`);
  const message: PushMessage = {
    id: randomUUID(),
    subscriptionId: sub.id,
    endpoint: sub.endpoint,
    payload: body.length > 0 ? decrypt(body, sub).toString('utf8') : null,
    ttl: Number(ttl),
    urgency: typeof headers.urgency === 'string' ? headers.urgency : 'normal',
    topic: typeof headers.topic === 'string' ? headers.topic : null,
    vapidSubject: vapid.subject,
    vapidPublicKey: vapid.publicKey,
    receivedAt: new Date().toISOString(),
  };
  state.messages.push(message);
  return { status: 201, headers: { location: `${state.url}/messages/${message.id}` } };
}

/**
 * RFC 8292 §3: `Authorization: vapid t=<JWT>, k=<public key>`. The token must be signed (ES256)
 * by the key it names, be meant for this service (`aud`), not be stale or too long-lived, and
 * name a contact (`sub`). Unreadable: 401; read but wrong: 403.
 */
function checkVapid(authorization: string | undefined, origin: string): { subject: string; publicKey: string } {
  const scheme = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!scheme?.[1]) throw new Refusal(401, 'missing Authorization: vapid t=..., k=...');
  const token = (/(?:^|,)\s*t=([^,\s]+)/.exec(scheme[1])?.[1] ?? '').split('.');
  const k = /(?:^|,)\s*k=([^,\s]+)/.exec(scheme[1])?.[1] ?? '';
  if (token.length !== 3 || !token.every((part) => BASE64URL.test(part)) || !BASE64URL.test(k)) {
    throw new Refusal(401, 'vapid t must be a JWT and k a base64url key');
  }
  const [head, body, signature] = token as [string, string, string];
  const header = parseJson(head) as { alg?: unknown };
  const claims = parseJson(body) as { aud?: unknown; exp?: unknown; sub?: unknown };
  const key = keyFromPoint(Buffer.from(k, 'base64url'));
  if (header.alg !== 'ES256') throw new Refusal(403, 'JWT alg must be ES256');
  const sig = Buffer.from(signature, 'base64url');
  const data = Buffer.from(`${head}.${body}`);
  if (sig.length !== 64 || !verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, sig)) {
    throw new Refusal(403, 'JWT signature does not verify with key k');
  }
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Refusal(403, `JWT aud must be ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Refusal(403, 'JWT exp is missing or past');
  if (claims.exp > now + MAX_TOKEN_LIFETIME_S) throw new Refusal(403, 'JWT exp is more than 24 h ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto|https):/.test(claims.sub)) {
    throw new Refusal(403, 'JWT sub must be a mailto: or https: contact');
  }
  return { subject: claims.sub, publicKey: k };
}

/** A JWT part's JSON; `Object()` makes anything not an object (`null`, `3`) one without the claims. */
const parseJson = (part: string) =>
  attempt(401, 'JWT part is not base64url JSON', () => Object(JSON.parse(Buffer.from(part, 'base64url').toString())));

/** A P-256 public key from its 65-byte uncompressed point (0x04 | x | y), by way of a JWK. */
function keyFromPoint(point: Buffer) {
  return attempt(401, 'vapid k is not a P-256 public key', () => {
    if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed point');
    const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((c) => c.toString('base64url'));
    return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
  });
}

/** `fn`'s value, or its failure as a refusal with this status and reason. */
function attempt<T>(status: number, reason: string, fn: () => T): T {
  try {
    return fn();
  } catch {
    throw new Refusal(status, reason);
  }
}

/** HKDF-SHA-256 (RFC 5869): HKDF-Expand(HKDF-Extract(salt, ikm), info, length), the pair RFC 8291 uses. */
const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 keys, then RFC 8188 records: what the browser does before the service worker sees it. */
function decrypt(body: Buffer, sub: Subscription): Buffer {
  if (body.length <= HEADER_LENGTH) throw new Refusal(400, 'body too short for an aes128gcm header and record');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  if (body[20] !== 65 || rs <= TAG_LENGTH + 1) throw new Refusal(400, 'aes128gcm header: bad idlen or rs');
  const senderKey = body.subarray(21, HEADER_LENGTH);
  const ecdhSecret = attempt(400, 'aes128gcm keyid is not a P-256 public key', () => sub.ecdh.computeSecret(senderKey));
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderKey]);
  // Each hkdf() is an Extract then an Expand: IKM from (auth, ecdh_secret), CEK and NONCE from (salt, IKM).
  const ikm = hkdf(ecdhSecret, sub.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const records = body.subarray(HEADER_LENGTH);
  const plain: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq += 1, at += rs) {
    const record = records.subarray(at, at + rs);
    plain.push(unpad(openRecord(record, cek, nonceFor(nonce, seq)), at + rs >= records.length));
  }
  return Buffer.concat(plain);
}

/** RFC 8188 §2.3: the record's sequence number XORed into the low end of the nonce. */
function nonceFor(nonce: Buffer, seq: number): Buffer {
  const iv = Buffer.from(nonce);
  iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
  return iv;
}

function openRecord(record: Buffer, cek: Buffer, iv: Buffer): Buffer {
  if (record.length <= TAG_LENGTH) throw new Refusal(400, 'aes128gcm record shorter than its tag');
  const decipher = createDecipheriv('aes-128-gcm', cek, iv);
  decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
  const data = record.subarray(0, record.length - TAG_LENGTH);
  return attempt(400, 'aes128gcm body does not decrypt for this subscription', () =>
    Buffer.concat([decipher.update(data), decipher.final()]),
  );
}

/** RFC 8188 §2: data, then a delimiter (0x02 in the last record, 0x01 before it), then zeros. */
function unpad(record: Buffer, last: boolean): Buffer {
  let end = record.length - 1;
  while (end >= 0 && record[end] === 0) end -= 1;
  if (record[end] !== (last ? 2 : 1)) throw new Refusal(400, 'aes128gcm record padding has the wrong delimiter');
  return record.subarray(0, end);
}
