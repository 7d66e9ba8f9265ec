import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymongoClient, type CreateCheckoutSessionInput, type PaymentProviderError } from './paymongo';

const SECRET_KEY = 'sk_test_never_in_a_message';
const WEBHOOK_SECRET = 'whsk_never_in_a_message';
const API = 'https://paymongo.test';

const input: CreateCheckoutSessionInput = {
  referenceNumber: 'order-1',
  lineItems: [{ name: 'Sunset', amount: 150_000, quantity: 1, description: 'by Ana' }],
  billing: { name: 'Bea Buyer', email: 'bea@example.com' },
  description: 'Crafti order order-1',
  successUrl: 'https://crafti.test/orders?paid=order-1',
  cancelUrl: 'https://crafti.test/checkout?cancelled=order-1',
  metadata: { orderId: 'order-1' },
};

const session = (status = 'active') => ({
  data: {
    id: 'cs_abc',
    type: 'checkout_session',
    attributes: {
      checkout_url: 'https://checkout.paymongo.test/cs_abc',
      status,
      reference_number: 'order-1',
      metadata: { orderId: 'order-1' },
      payment_intent: { id: 'pi_abc', type: 'payment_intent', attributes: {} },
      payments:
        status === 'paid'
          ? [{ id: 'pay_1', type: 'payment', attributes: { status: 'paid', amount: 150_000, fee: 6_750 } }]
          : [],
    },
  },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every failure must say what went wrong without ever carrying a key. */
function expectNoSecrets(err: unknown) {
  const text = `${String(err)} ${JSON.stringify(err)} ${(err as Error).stack ?? ''}`;
  expect(text).not.toContain(SECRET_KEY);
  expect(text).not.toContain(WEBHOOK_SECRET);
  expect(text).not.toContain(Buffer.from(`${SECRET_KEY}:`).toString('base64'));
}

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  // By name: the tests of the cached module import a fresh copy, with its own class.
  expect((err as Error).name).toBe('PaymentProviderError');
  expectNoSecrets(err);
  return err as PaymentProviderError;
}

describe('the PayMongo client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const client = createPaymongoClient({ apiUrl: `${API}/`, secretKey: SECRET_KEY, timeoutMs: 50 });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates a checkout session with Basic auth, PHP line items in centavos and the payment methods', async () => {
    fetchMock.mockResolvedValue(json(200, session()));

    const created = await client.createCheckoutSession(input);

    expect(created).toEqual({
      sessionId: 'cs_abc',
      checkoutUrl: 'https://checkout.paymongo.test/cs_abc',
      paymentIntentId: 'pi_abc',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API}/v2/checkout_sessions`);
    expect(init!.method).toBe('POST');
    const headers = init!.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    expect(headers['content-type']).toBe('application/json');
    expect(init!.signal).toBeInstanceOf(AbortSignal);
    const { attributes } = JSON.parse(init!.body as string).data;
    expect(attributes).toMatchObject({
      reference_number: 'order-1',
      line_items: [{ name: 'Sunset', amount: 150_000, currency: 'PHP', quantity: 1, description: 'by Ana' }],
      billing: { name: 'Bea Buyer', email: 'bea@example.com' },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      payment_method_types: ['card', 'gcash', 'paymaya'],
      metadata: { orderId: 'order-1' },
    });
  });

  it('sends an Idempotency-Key with a new session when given one, and none otherwise', async () => {
    fetchMock.mockImplementation(async () => json(200, session()));

    await client.createCheckoutSession(input, { idempotencyKey: 'crafti:checkout-1:r0' });
    await client.createCheckoutSession(input);

    const headers = fetchMock.mock.calls.map(([, init]) => init!.headers as Record<string, string>);
    expect(headers[0]!['idempotency-key']).toBe('crafti:checkout-1:r0');
    expect(headers[1]).not.toHaveProperty('idempotency-key');
  });

  it('reads a session: status, payment intent, reference number, metadata and payments', async () => {
    fetchMock.mockResolvedValue(json(200, session('paid')));

    const state = await client.retrieveCheckoutSession('cs_abc');

    expect(fetchMock.mock.calls[0]![0]).toBe(`${API}/v2/checkout_sessions/cs_abc`);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
    expect(state).toEqual({
      sessionId: 'cs_abc',
      status: 'paid',
      paymentIntentId: 'pi_abc',
      referenceNumber: 'order-1',
      metadata: { orderId: 'order-1' },
      payments: [{ id: 'pay_1', status: 'paid', amount: 150_000, fee: 6_750 }],
    });
  });

  it('expires a session with POST .../expire', async () => {
    fetchMock.mockResolvedValue(json(200, session('expired')));

    const state = await client.expireCheckoutSession('cs_abc');

    expect(fetchMock.mock.calls[0]![0]).toBe(`${API}/v2/checkout_sessions/cs_abc/expire`);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(state.status).toBe('expired');
  });

  it('reports PayMongo answering 5xx as unavailable and retryable', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const err = await failure(client.createCheckoutSession(input));

    expect(err).toMatchObject({ code: 'provider_unavailable', status: 502, retryable: true });
  });

  it('reports 429 as retryable too', async () => {
    fetchMock.mockResolvedValue(json(429, { errors: [{ code: 'rate_limit_exceeded', detail: 'Too many requests' }] }));

    expect(await failure(client.createCheckoutSession(input))).toMatchObject({ status: 429, retryable: true });
  });

  it("reports 401 (a wrong key) as rejected, not retryable, with PayMongo's code and without the key", async () => {
    fetchMock.mockResolvedValue(
      json(401, { errors: [{ code: 'api_key_invalid', detail: `API key ${SECRET_KEY} is invalid` }] }),
    );

    const err = await failure(client.createCheckoutSession(input));

    expect(err).toMatchObject({ code: 'provider_rejected', status: 401, retryable: false });
    expect(err.message).toContain('api_key_invalid');
  });

  it('gives up after the timeout and says so', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        }),
    );

    const err = await failure(client.retrieveCheckoutSession('cs_abc'));

    expect(err).toMatchObject({ code: 'provider_timeout', status: null, retryable: true });
  });

  it('reports a network failure as unavailable and retryable', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));

    expect(await failure(client.createCheckoutSession(input))).toMatchObject({
      code: 'provider_unavailable',
      status: null,
      retryable: true,
    });
  });

  it('refuses a 200 whose body is not JSON, or not a checkout session', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"data": {', { status: 200 }));
    expect(await failure(client.createCheckoutSession(input))).toMatchObject({
      code: 'invalid_response',
      status: 200,
      retryable: false,
    });

    fetchMock.mockResolvedValueOnce(json(200, { data: { id: 'cs_abc', attributes: { status: 'active' } } }));
    expect(await failure(client.createCheckoutSession(input))).toMatchObject({ code: 'invalid_response' });
  });
});

describe('paymongoSecrets', () => {
  /** SSM's endpoint as the signed GetParameter calls reach it (../ssm-parameter.ts): the parameters it has, or its failure. */
  const ssm = vi.fn<typeof fetch>();
  const stored = (values: Record<string, string>) =>
    ssm.mockImplementation(async (_url, init) => {
      const name = (JSON.parse(String(init!.body)) as { Name: string }).Name;
      return name in values
        ? json(200, { Parameter: { Name: name, Value: values[name] } })
        : json(400, { __type: 'ParameterNotFound', message: `${name} not found` });
    });
  /** The names asked for, in order. */
  const asked = () => ssm.mock.calls.map(([, init]) => (JSON.parse(String(init!.body)) as { Name: string }).Name);
  const baseEnv = {
    STAGE: 'test',
    LOG_LEVEL: 'silent',
    TABLE_NAME: 'crafti-test',
    USER_POOL_ID: 'pool',
    COGNITO_CLIENT_ID: 'client',
    COGNITO_ISSUER: 'https://issuer.test/pool',
    MEDIA_BUCKET: 'media',
    DOCUMENTS_BUCKET: 'documents',
    MEDIA_URL: 'https://media.test',
    SITE_URL: 'https://crafti.test',
    MAIL_FROM: 'no-reply@crafti.test',
    WS_CALLBACK_URL: 'https://ws.test',
    PAYMONGO_API_URL: API,
    SEARCH_URL: 'https://search.unit.invalid',
    EDGE_SECRET: 'unit-edge-secret-0123456789',
    MAIL_LINK_SECRET: 'unit-mail-link-secret-0123456789',
  };

  /** config() and the secrets are cached per container: each test gets a fresh module. */
  async function freshModule(env: Record<string, string>) {
    for (const key of [
      'PAYMONGO_SECRET_PARAMETER',
      'PAYMONGO_WEBHOOK_SECRET_PARAMETER',
      'PAYMONGO_SECRET_KEY',
      'PAYMONGO_WEBHOOK_SECRET',
    ])
      vi.stubEnv(key, undefined);
    for (const [key, value] of Object.entries({ ...baseEnv, ...env })) vi.stubEnv(key, value);
    vi.resetModules();
    return import('./paymongo');
  }

  const ssmEnv = {
    PAYMONGO_SECRET_PARAMETER: '/crafti/test/paymongo/secret-key',
    PAYMONGO_WEBHOOK_SECRET_PARAMETER: '/crafti/test/paymongo/webhook-secret',
  };

  beforeEach(() => {
    ssm.mockReset();
    vi.stubGlobal('fetch', ssm);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('reads both SecureStrings from SSM, decrypted, signed, once per container', async () => {
    stored({
      [ssmEnv.PAYMONGO_SECRET_PARAMETER]: SECRET_KEY,
      [ssmEnv.PAYMONGO_WEBHOOK_SECRET_PARAMETER]: WEBHOOK_SECRET,
    });
    const { paymongoSecrets } = await freshModule(ssmEnv);

    expect(await paymongoSecrets()).toEqual({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    await paymongoSecrets();

    expect(asked().sort()).toEqual([ssmEnv.PAYMONGO_SECRET_PARAMETER, ssmEnv.PAYMONGO_WEBHOOK_SECRET_PARAMETER].sort());
    for (const [url, init] of ssm.mock.calls) {
      expect(String(url)).toMatch(/^https:\/\/ssm\.[a-z0-9-]+\.amazonaws\.com\/$/);
      const headers = init!.headers as Record<string, string>;
      expect(headers['x-amz-target']).toBe('AmazonSSM.GetParameter');
      expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=/);
      expect(JSON.parse(String(init!.body))).toMatchObject({ WithDecryption: true });
    }
  });

  it('turns SSM being unavailable into a clear, retryable error, and tries again on the next call', async () => {
    ssm.mockImplementation(async () => json(400, { __type: 'ThrottlingException', message: 'Rate exceeded' }));
    const { paymongoSecrets } = await freshModule(ssmEnv);

    const err = await failure(paymongoSecrets());
    expect(err).toMatchObject({ code: 'secrets_unavailable', retryable: true });
    expect(err.message).toMatch(/Could not read the PayMongo keys from SSM \(.*ThrottlingException.*Rate exceeded/);

    stored({
      [ssmEnv.PAYMONGO_SECRET_PARAMETER]: SECRET_KEY,
      [ssmEnv.PAYMONGO_WEBHOOK_SECRET_PARAMETER]: WEBHOOK_SECRET,
    });
    expect(await paymongoSecrets()).toEqual({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  });

  it('names a parameter SSM does not have', async () => {
    stored({ [ssmEnv.PAYMONGO_SECRET_PARAMETER]: SECRET_KEY });
    const { paymongoSecrets } = await freshModule(ssmEnv);

    const err = await failure(paymongoSecrets());
    expect(err).toMatchObject({ code: 'secrets_unavailable', retryable: false });
    expect(err.message).toContain('/crafti/test/paymongo/webhook-secret');
  });

  it('takes the keys from the environment on the local stack, without calling SSM', async () => {
    const { paymongoSecrets } = await freshModule({
      PAYMONGO_SECRET_KEY: SECRET_KEY,
      PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });

    expect(await paymongoSecrets()).toEqual({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    expect(ssm).not.toHaveBeenCalled();
  });

  it('says what to set when nothing is configured', async () => {
    const { paymongoSecrets } = await freshModule({});

    const err = await failure(paymongoSecrets());
    expect(err.code).toBe('secrets_unavailable');
    expect(err.message).toContain('PAYMONGO_SECRET_PARAMETER');
  });

  it('lets createCheckoutSession fail with the same error when the keys cannot be read, before calling PayMongo', async () => {
    ssm.mockRejectedValue(Object.assign(new Error('connect ETIMEDOUT'), { name: 'TimeoutError' }));
    const { createCheckoutSession } = await freshModule(ssmEnv);

    expect(await failure(createCheckoutSession(input))).toMatchObject({ code: 'secrets_unavailable', retryable: true });
    // SSM was asked; PayMongo never was.
    expect(ssm.mock.calls.every(([url]) => String(url).includes('amazonaws.com'))).toBe(true);
  });

  it('calls the configured API with the key it read', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(200, session()));
    vi.stubGlobal('fetch', fetchMock);
    const { createCheckoutSession } = await freshModule({
      PAYMONGO_SECRET_KEY: SECRET_KEY,
      PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });

    await createCheckoutSession(input);

    expect(fetchMock.mock.calls[0]![0]).toBe(`${API}/v2/checkout_sessions`);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`,
    );
    vi.unstubAllGlobals();
  });
});
