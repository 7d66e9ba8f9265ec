import type { S3Event } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Uploads from '../core/uploads/uploads';
import * as Variants from '../core/uploads/variants';
import { decodeS3EventKey, handler } from './object-created';

vi.mock('../core/uploads/uploads', () => ({ checkObject: vi.fn() }));
vi.mock('../core/uploads/variants', () => ({ ensureVariants: vi.fn() }));
vi.mock('../core/observability/log', () => ({
  log: { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() },
  serializeError: (e: unknown) => ({ e }),
  withLogContext: <T>(_fields: unknown, fn: () => T) => fn(),
}));

const checkObject = vi.mocked(Uploads.checkObject);
const ensureVariants = vi.mocked(Variants.ensureVariants);

const event = (...keys: string[]) =>
  ({
    Records: keys.map((key) => ({
      eventName: 'ObjectCreated:Post',
      s3: { bucket: { name: 'media' }, object: { key, eTag: `etag-${key}` } },
    })),
  }) as unknown as S3Event;

describe('decodeS3EventKey', () => {
  it('leaves the keys uploads issue as they are', () => {
    const key = 'art-image/5b1f6e3c-7d2a-4c1e-9f00-0a1b2c3d4e5f/0d9c8b7a-6f5e-4d3c-2b1a-001122334455.webp';
    expect(decodeS3EventKey(key)).toBe(key);
  });

  it('turns + into a space and %XX into its character, as S3 encodes them', () => {
    expect(decodeS3EventKey('my+file%2B1%25.png')).toBe('my file+1%.png');
    expect(decodeS3EventKey('caf%C3%A9/%E2%82%B1.jpg')).toBe('café/₱.jpg');
  });
});

describe('handler', () => {
  beforeEach(() => {
    checkObject.mockReset().mockResolvedValue({ status: 'accepted' });
    ensureVariants
      .mockReset()
      .mockResolvedValue({ width: 1, height: 1, thumb: 't', small: 's', card: 'c', medium: 'm', large: 'l' });
  });

  it('makes variants of accepted art and post images, passing the event ETag', async () => {
    await handler(event('art-image/u/a.jpg', 'post-image/u/b.png'));
    expect(ensureVariants.mock.calls).toEqual([
      ['art-image/u/a.jpg', { sourceETag: 'etag-art-image/u/a.jpg' }],
      ['post-image/u/b.png', { sourceETag: 'etag-post-image/u/b.png' }],
    ]);
  });

  it('makes none for other purposes, nor for refused files', async () => {
    await handler(event('profile-image/u/a.jpg', 'verification-id/u/b.png'));
    checkObject.mockResolvedValue({ status: 'rejected', reason: 'content_not_allowed' });
    await handler(event('art-image/u/c.jpg'));
    expect(checkObject).toHaveBeenCalledTimes(3);
    expect(ensureVariants).not.toHaveBeenCalled();
  });

  it('never checks (so never deletes) a key outside the upload prefixes, such as a variant', async () => {
    await handler(event('variants/art-image/u/a.jpg.480.webp', 'other/thing.png'));
    expect(checkObject).not.toHaveBeenCalled();
  });

  it('rethrows a variants failure after trying every record, so Lambda retries', async () => {
    ensureVariants.mockRejectedValueOnce(new Error('sharp could not decode it'));
    await expect(handler(event('art-image/u/a.jpg', 'art-image/u/b.jpg'))).rejects.toThrow(/1 upload check/);
    expect(ensureVariants).toHaveBeenCalledTimes(2);
  });
});
