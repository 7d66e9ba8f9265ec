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

  it('try a failed invocation twice more, as Lambda does an asynchronous event, then give up', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = vi.fn(async (_event: S3Event) => {
      throw new Error('S3 answered 503 SlowDown');
    });
    const notify = objectCreatedNotifier(async () => handler, [5, 10]);
    notify(write('art-image/u/a.jpg'));
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handler).toHaveBeenCalledTimes(3);
    expect(logged.mock.calls.at(-1)![0]).toContain('"gaveUp":true');
    logged.mockRestore();

    // One that works on its second try runs twice in all.
    let tries = 0;
    const flaky = vi.fn(async (_event: S3Event) => {
      if (++tries === 1) throw new Error('S3 answered 503 SlowDown');
    });
    objectCreatedNotifier(async () => flaky, [5, 10])(write('art-image/u/b.jpg'));
    await vi.waitFor(() => expect(flaky).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flaky).toHaveBeenCalledTimes(2);
  });
});
