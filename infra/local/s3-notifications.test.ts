import type { S3Event } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_PURPOSES } from '@shared/schemas/uploads';
import { isNotified, objectCreatedNotifier } from './s3-notifications';
import type { LocalS3Event } from './services/s3';

const write = (key: string, eventName = 'ObjectCreated:Put'): LocalS3Event => ({
  Records: [
    { eventName, eventTime: new Date().toISOString(), s3: { bucket: { name: 'media' }, object: { key, eTag: 'abc' } } },
  ],
});

describe('the local object-created notifications', () => {
  it('cover exactly the upload purposes, as the CDK stack does', () => {
    for (const purpose of UPLOAD_PURPOSES) expect(isNotified(`${purpose}/u/a.png`), purpose).toBe(true);
    expect(isNotified('variants/art-image/u/a.png.480.webp')).toBe(false);
    expect(isNotified('art-image.png')).toBe(false);
  });

  it('invoke the handler for an upload, with its key encoded as S3 does, and not for a variant', async () => {
    const handler = vi.fn(async (_event: S3Event) => undefined);
    const notify = objectCreatedNotifier(async () => handler);
    notify(write('variants/art-image/u/a b.jpg.480.webp'));
    notify(write('art-image/u/a b.jpg'));
    notify(write('art-image/u/c.jpg', 'ObjectRemoved:Delete'));
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0].Records[0]!.s3.object.key).toBe('art-image/u/a+b.jpg');
  });
});
