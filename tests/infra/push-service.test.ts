import https from 'node:https';
import net from 'node:net';
import webpush, { type PushSubscription, type RequestOptions, type VapidKeys } from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushMessage, type PushService } from '../../infra/local/services/push-service';

/**
 * `web-push` sends with `https.request` whatever the endpoint's scheme; the stand-in speaks plain
 * HTTP. An `https.Agent` (the only agent `web-push` takes) that opens plain TCP sockets instead.
 */
class PlainHttpAgent extends https.Agent {
  override createConnection(options: https.RequestOptions) {
    return net.createConnection({ host: options.host ?? undefined, port: Number(options.port) });
  }
}

const subject = 'mailto:ops@crafti.test';

describe('the local Web Push service', () => {
  let service: PushService;
  let vapid: VapidKeys;
  const agent = new PlainHttpAgent();
  const options = (extra: RequestOptions = {}): RequestOptions => ({
    vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: 60,
    agent,
    ...extra,
  });

  beforeAll(async () => {
    service = await startPushService();
    vapid = webpush.generateVAPIDKeys();
  });
  afterAll(async () => {
    agent.destroy();
    await service.close();
  });

  async function subscribe(): Promise<PushSubscription & { id: string }> {
    const response = await fetch(`${service.url}/subscriptions`, { method: 'POST' });
    expect(response.status).toBe(201);
    return (await response.json()) as PushSubscription & { id: string };
  }
  async function messages(endpoint?: string): Promise<PushMessage[]> {
    const query = endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : '';
    const response = await fetch(`${service.url}/messages${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as PushMessage[];
  }
  /** What `sendNotification` would send, posted with fetch, so a test can change a part of it. */
  async function post(details: webpush.RequestDetails, headers: Record<string, string> = {}) {
    const all = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    delete all['Content-Length'];
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers: { ...all, ...headers },
      body: details.body ? new Uint8Array(details.body) : null,
    });
    return { status: response.status, text: await response.text() };
  }
  /** The refusal `sendNotification` rejects with, or a failure if it was accepted. */
  async function refusal(send: Promise<webpush.SendResult>): Promise<webpush.WebPushError> {
    const outcome = await send.then(
      () => new Error('the push was accepted'),
      (err: unknown) => err,
    );
    expect(outcome).toBeInstanceOf(webpush.WebPushError);
    return outcome as webpush.WebPushError;
  }

  it('decrypts a push from web-push and keeps it with what the sender said of it', async () => {
    const subscription = await subscribe();
    expect(subscription.endpoint).toBe(`${service.url}/push/${subscription.id}`);
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
    const payload = JSON.stringify({ title: 'Your order shipped', orderId: 'ord_42', note: 'Salamat po! 🎨' });

    const result = await webpush.sendNotification(
      subscription,
      payload,
      options({ urgency: 'high', topic: 'order-ord_42' }),
    );

    expect(result.statusCode).toBe(201);
    const [message, ...others] = await messages(subscription.endpoint);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      subscriptionId: subscription.id,
      endpoint: subscription.endpoint,
      payload,
      ttl: 60,
      urgency: 'high',
      topic: 'order-ord_42',
      vapidSubject: subject,
      vapidPublicKey: vapid.publicKey,
    });
    expect(Math.abs(Date.parse(message!.receivedAt) - Date.now())).toBeLessThan(60_000);
    expect(result.headers.location).toBe(`${service.url}/messages/${message!.id}`);
    const byLocation = await fetch(String(result.headers.location));
    expect(await byLocation.json()).toEqual(message);
  });

  it('refuses 403 a token signed with another key than the k it names, and keeps nothing', async () => {
    const subscription = await subscribe();
    const other = webpush.generateVAPIDKeys();
    const before = (await messages()).length;

    const err = await refusal(
      webpush.sendNotification(subscription, 'hello', {
        ...options(),
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: other.privateKey },
      }),
    );

    expect(err.statusCode).toBe(403);
    expect(err.body).toMatch(/signature/);
    expect(await messages()).toHaveLength(before);
    // The same push signed with the key it names goes through.
    await webpush.sendNotification(subscription, 'hello', options());
    expect((await messages(subscription.endpoint)).map((m) => m.payload)).toEqual(['hello']);
  });

  it('refuses 403 a token meant for another push service', async () => {
    const subscription = await subscribe();
    const details = webpush.generateRequestDetails(subscription, 'for fcm', options());
    const { Authorization } = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );

    const refused = await post(details, { Authorization });

    expect(refused.status).toBe(403);
    expect(refused.text).toMatch(/aud/);
    expect(await messages(subscription.endpoint)).toEqual([]);
    // The request as web-push made it, with its own token, is taken.
    expect((await post(details)).status).toBe(201);
    expect((await messages(subscription.endpoint)).map((m) => m.payload)).toEqual(['for fcm']);
  });

  it('answers 410 once the subscription is revoked, which web-push reports as a WebPushError', async () => {
    const subscription = await subscribe();
    await webpush.sendNotification(subscription, 'before', options());

    const revoked = await fetch(`${service.url}/subscriptions/${subscription.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    const err = await refusal(webpush.sendNotification(subscription, 'after', options()));

    expect(err.statusCode).toBe(410);
    expect(err.endpoint).toBe(subscription.endpoint);
    expect((await messages(subscription.endpoint)).map((m) => m.payload)).toEqual(['before']);
  });

  it('answers 400 to a body that is not aes128gcm for that subscription', async () => {
    const [subscription, other] = [await subscribe(), await subscribe()];
    const forOther = webpush.generateRequestDetails(other, 'not for you', options());
    const tampered = webpush.generateRequestDetails(subscription, 'tampered', options());
    tampered.body![tampered.body!.length - 1]! ^= 1;

    const wrongKeys = await post({ ...forOther, endpoint: subscription.endpoint });
    const flipped = await post(tampered);

    expect(wrongKeys.status).toBe(400);
    expect(wrongKeys.text).toMatch(/decrypt/);
    expect(flipped.status).toBe(400);
    expect(await messages(subscription.endpoint)).toEqual([]);
    // Both were well signed and well formed: sent to the right subscription, untouched, they are taken.
    expect((await post(forOther)).status).toBe(201);
    expect((await messages(other.endpoint)).map((m) => m.payload)).toEqual(['not for you']);
  });

  it('refuses 413 a payload over 4096 bytes once encrypted', async () => {
    const subscription = await subscribe();
    const err = await refusal(webpush.sendNotification(subscription, 'x'.repeat(4050), options()));
    expect(err.statusCode).toBe(413);
    await webpush.sendNotification(subscription, 'x'.repeat(3900), options());
    expect((await messages(subscription.endpoint)).map((m) => m.payload?.length)).toEqual([3900]);
  });

  it('lists the messages of one endpoint, oldest first', async () => {
    const [a, b] = [await subscribe(), await subscribe()];
    for (const [subscription, payload] of [
      [a, 'a1'],
      [b, 'b1'],
      [a, 'a2'],
    ] as const) {
      await webpush.sendNotification(subscription, payload, options());
    }

    expect((await messages(a.endpoint)).map((m) => m.payload)).toEqual(['a1', 'a2']);
    expect((await messages(b.endpoint)).map((m) => m.payload)).toEqual(['b1']);
    const all = (await messages()).map((m) => m.payload);
    expect(all.slice(-3)).toEqual(['a1', 'b1', 'a2']);
  });
});
