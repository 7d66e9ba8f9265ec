import { describe, expect, it, vi } from 'vitest';
import { readSecureString } from './ssm-parameter';

/** The SSM read of the VAPID key (./ssm-parameter.ts): the request the SDK would send, signed, and its answer. */
describe('reading a SecureString without the SSM client', () => {
  const env = {
    AWS_REGION: 'ap-southeast-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    AWS_SESSION_TOKEN: 'session-token',
  };

  it('sends AmazonSSM.GetParameter with decryption, signed with SigV4 for ssm in the region, and answers the value', async () => {
    const fetchFn = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ Parameter: { Name: '/crafti/x', Value: 'private-key' } })),
    );
    expect(await readSecureString('/crafti/x', env, fetchFn as unknown as typeof fetch)).toBe('private-key');
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('https://ssm.ap-southeast-1.amazonaws.com/');
    const headers = init!.headers as Record<string, string>;
    expect(headers['x-amz-target']).toBe('AmazonSSM.GetParameter');
    expect(headers['x-amz-security-token']).toBe('session-token');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/ssm\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-target[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.parse(String(init!.body))).toEqual({ Name: '/crafti/x', WithDecryption: true });
  });

  it('fails with what SSM said when it refuses', async () => {
    const fetchFn = async () => new Response('{"__type":"ParameterNotFound"}', { status: 400 });
    await expect(readSecureString('/crafti/none', env, fetchFn as unknown as typeof fetch)).rejects.toThrow(
      /ParameterNotFound/,
    );
    await expect(readSecureString('/crafti/none', env, fetchFn as unknown as typeof fetch)).rejects.toMatchObject({
      missing: true,
    });
    const throttled = async () => new Response('{"__type":"ThrottlingException"}', { status: 400 });
    await expect(readSecureString('/crafti/x', env, throttled as unknown as typeof fetch)).rejects.toMatchObject({
      missing: false,
    });
  });
});
