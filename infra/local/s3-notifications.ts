import type { Context, S3Event } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { UPLOAD_KEY_PREFIXES } from '@functions/core/uploads/variant-keys';
import type { LocalS3Event } from './services/s3';

/**
 * The local stand-in for the buckets' ObjectCreated notifications to the object-created Lambda
 * (`notifyObjectCreated` in infra/constructs/storage.ts): each write to the local S3 under an
 * upload purpose's prefix invokes the same exported handler, asynchronously and after the
 * write, as S3 does. Other keys (the image variants under `variants/`) notify nothing, as on
 * AWS. A failed invocation is tried twice more, as Lambda does with an asynchronous event (about
 * 1 and 2 minutes apart there; RETRY_DELAYS_MS here, so a test or the fault bench sees it); errors
 * are logged, never thrown back into the S3 server.
 */

/** Lambda tries a failed asynchronous event twice more; here sooner than its minutes. */
export const RETRY_DELAYS_MS = [2_000, 6_000];

/** Whether S3 would notify the object-created function of this (raw) key: one under an upload purpose's prefix, as in the CDK stack. */
export const isNotified = (key: string) => UPLOAD_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

type S3Handler = (event: S3Event, context: Context) => Promise<unknown>;

/** S3 sends keys URL-encoded as in a form: `+` for a space, slashes kept. */
export const encodeS3EventKey = (key: string) => encodeURIComponent(key).replace(/%20/g, '+').replace(/%2F/g, '/');

function context(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'object-created',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:object-created',
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: '/aws/lambda/object-created',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function objectCreatedNotifier(
  loadHandler: () => Promise<S3Handler>,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): (event: LocalS3Event) => void {
  let handler: Promise<S3Handler> | undefined;
  return (event) => {
    const records = event.Records.filter(
      (r) => r.eventName.startsWith('ObjectCreated:') && isNotified(r.s3.object.key),
    );
    if (records.length === 0) return;
    const notification = {
      Records: records.map((r) => ({
        ...r,
        s3: { ...r.s3, object: { ...r.s3.object, key: encodeS3EventKey(r.s3.object.key) } },
      })),
    } as unknown as S3Event;
    const invoke = (attempt: number) => {
      handler ??= loadHandler().catch((err: unknown) => {
        handler = undefined;
        throw err;
      });
      handler
        .then((run) => run(notification, context()))
        .catch((err: unknown) => {
          const keys = records.map((r) => `${r.s3.bucket.name}/${r.s3.object.key}`);
          const retryIn = retryDelaysMs[attempt];
          console.error(
            JSON.stringify({
              level: 'error',
              msg: 'object-created handler failed',
              keys,
              error: String(err),
              ...(retryIn === undefined ? { gaveUp: true } : { retryInMs: retryIn }),
            }),
          );
          if (retryIn !== undefined) setTimeout(() => invoke(attempt + 1), retryIn).unref();
        });
    };
    setImmediate(() => invoke(0));
  };
}
