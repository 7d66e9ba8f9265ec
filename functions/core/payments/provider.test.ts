import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { PaymentProviderError, requestPaymongo } from './provider';

const opts = { apiUrl: 'https://paymongo.test', secretKey: 'sk_test_provider_suite', timeoutMs: 50 };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const post = (idempotencyKey?: string) =>
  requestPaymongo(opts, {
    method: 'POST',
    path: '/v1/refunds',
    what: '/v1/refunds',
    body: { data: { attributes: {} } },
    schema: z.object({ data: z.object({ id: z.string() }) }),
    idempotencyKey,
  });

describe('requestPaymongo', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the Idempotency-Key header when given, and none when not', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: { id: 'ref_1' } }));

    await post('crafti:task-1:r0');
    await post();

    const headers = fetchMock.mock.calls.map(([, init]) => init!.headers as Record<string, string>);
    expect(headers[0]!['idempotency-key']).toBe('crafti:task-1:r0');
    expect(headers[1]).not.toHaveProperty('idempotency-key');
  });

  it("treats 409 idempotency_in_progress as retryable (the first request with the key is still being processed), and exposes PayMongo's code", async () => {
    fetchMock.mockResolvedValue(
      json(409, { errors: [{ code: 'idempotency_in_progress', detail: 'Still processing.' }] }),
    );

    const err = (await post('k').catch((e: unknown) => e)) as PaymentProviderError;

    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({
      status: 409,
      retryable: true,
      code: 'provider_unavailable',
      providerCode: 'idempotency_in_progress',
    });
  });

  it('keeps another 409, and 4xx in general, not retryable, with the first code as providerCode', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { errors: [{ code: 'resource_conflict', detail: 'No.' }] }));
    fetchMock.mockResolvedValueOnce(
      json(400, {
        errors: [
          { code: 'available_balance_insufficient', detail: 'Short.' },
          { code: 'parameter_invalid', detail: 'Also.' },
        ],
      }),
    );

    const conflict = (await post('k').catch((e: unknown) => e)) as PaymentProviderError;
    const short = (await post('k').catch((e: unknown) => e)) as PaymentProviderError;

    expect(conflict).toMatchObject({
      status: 409,
      retryable: false,
      code: 'provider_rejected',
      providerCode: 'resource_conflict',
    });
    expect(short).toMatchObject({ status: 400, retryable: false, providerCode: 'available_balance_insufficient' });
  });

  it('has a null providerCode when PayMongo gave no error body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await post().catch((e: unknown) => e)).toMatchObject({ status: 502, retryable: true, providerCode: null });
  });
});
