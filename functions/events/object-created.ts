import type { Context, S3Event } from 'aws-lambda';
import * as Uploads from '../core/uploads/uploads';
import { isUploadKey, wantsVariants } from '../core/uploads/variant-keys';
import * as Variants from '../core/uploads/variants';
import { log, serializeError, withLogContext } from '../core/observability/log';

/**
 * S3 ObjectCreated notifications from both upload buckets, for keys under the upload purposes'
 * prefixes only (infra/constructs/storage.ts, infra/local/s3-notifications.ts): each new object is
 * checked by its bytes (Uploads.checkObject), and deleted if it is not what its purpose allows.
 * An accepted art or post image then gets its 360/480/800/1200 px WebP variants (Variants.ensureVariants),
 * written under `variants/`, which the buckets do not notify and this function ignores.
 * A failure is rethrown after every record was tried, so Lambda's retries of the asynchronous
 * event repeat the work (the check and the variants are idempotent).
 */

/** Keys arrive URL-encoded as in a form (`+` for a space), e.g. `a+b%2B.png` is "a b+.png". */
export function decodeS3EventKey(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}

/** Every line of one invocation carries its Lambda request id and, in place of a route key, the event. */
export const handler = async (event: S3Event, context?: Pick<Context, 'awsRequestId'>): Promise<void> =>
  withLogContext({ requestId: context?.awsRequestId, routeKey: 's3:ObjectCreated' }, () => checkRecords(event));

async function checkRecords(event: S3Event): Promise<void> {
  const failures: unknown[] = [];
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated:')) continue;
    const bucket = record.s3.bucket.name;
    const key = decodeS3EventKey(record.s3.object.key);
    // Not an upload (our own image variants): never checked, so never deleted as "not issued".
    if (!isUploadKey(key)) {
      log.warn('object outside the upload prefixes ignored', { bucket, key, eventName: record.eventName });
      continue;
    }
    let step = 'check';
    try {
      const result = await Uploads.checkObject(bucket, key);
      log.info('upload checked', { bucket, key, eventName: record.eventName, ...result });
      if (result.status === 'accepted' && wantsVariants(key)) {
        step = 'variants';
        await Variants.ensureVariants(key, { sourceETag: record.s3.object.eTag });
      }
    } catch (err) {
      log.error(step === 'check' ? 'upload check failed' : 'image variants failed', {
        bucket,
        key,
        eventName: record.eventName,
        error: serializeError(err),
      });
      failures.push(err);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} upload check(s) or image variant(s) failed`);
}
