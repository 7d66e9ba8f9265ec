import { describe, expect, it, vi } from 'vitest';
import { ATTEMPTS, objectRequest, S3Error } from './object-requests';

const AWS = {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'session-token',
};
const LOCAL = { ...AWS, AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569', S3_FORCE_PATH_STYLE: 'true' };

const answering = (...answers: (() => Response)[]) => {
  let i = 0;
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    answers[Math.min(i++, answers.length - 1)]!(),
  );
};

/** The S3 object calls without the SDK client (./object-requests.ts): the request S3 expects, and its answers. */
describe('S3 object calls as signed requests', () => {
  it('sends a virtual-hosted request on AWS, signed with SigV4 for s3 in the region, the key escaped once', async () => {
    const fetchFn = answering(() => new Response('', { status: 200, headers: { 'content-length': '42' } }));
    const head = await objectRequest(
      { method: 'HEAD', bucket: 'crafti-media', key: 'art-image/user 1/a+b.png' },
      AWS,
      fetchFn as unknown as typeof fetch,
    );
    expect(head?.headers.get('content-length')).toBe('42');
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(String(url)).toBe('https://crafti-media.s3.ap-southeast-1.amazonaws.com/art-image/user%201/a%2Bb.png');
    const headers = init!.headers as Record<string, string>;
    expect(headers['x-amz-security-token']).toBe('session-token');
    expect(headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
  });

  it('addresses the local S3 by path, and answers null for an object that is not there', async () => {
    const fetchFn = answering(() => new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 }));
    const got = await objectRequest(
      { method: 'GET', bucket: 'media', key: 'variants/x.webp', headers: { range: 'bytes=0-15' } },
      LOCAL,
      fetchFn as unknown as typeof fetch,
    );
    expect(got).toBeNull();
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:4569/media/variants/x.webp');
    expect((init!.headers as Record<string, string>).range).toBe('bytes=0-15');
  });

  it('tries a throttled S3 again, and fails as a server fault (answered 503 with Retry-After) when it stays so', async () => {
    const slow = () => new Response('<Error><Code>SlowDown</Code></Error>', { status: 503 });
    const recovering = answering(slow, () => new Response(null, { status: 204 }));
    await expect(
      objectRequest({ method: 'DELETE', bucket: 'b', key: 'k' }, LOCAL, recovering as unknown as typeof fetch),
    ).resolves.not.toBeNull();
    expect(recovering).toHaveBeenCalledTimes(2);

    const down = answering(slow);
    const failure = await objectRequest(
      { method: 'DELETE', bucket: 'b', key: 'k' },
      LOCAL,
      down as unknown as typeof fetch,
    ).catch((err: unknown) => err);
    expect(down).toHaveBeenCalledTimes(ATTEMPTS);
    expect(failure).toBeInstanceOf(S3Error);
    // What functions/lib/unavailable.ts answers 503 with Retry-After for: a server fault, S3's SlowDown.
    expect(failure).toMatchObject({ name: 'SlowDown', $fault: 'server', $metadata: { httpStatusCode: 503 } });
  });

  it('does not try a refusal again: it is a defect, not a passing failure', async () => {
    const denied = answering(() => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }));
    const failure = await objectRequest(
      { method: 'GET', bucket: 'b', key: 'k' },
      AWS,
      denied as unknown as typeof fetch,
    ).catch((err: unknown) => err);
    expect(denied).toHaveBeenCalledTimes(1);
    expect(failure).toMatchObject({ name: 'AccessDenied', $fault: 'client' });
  });
});
