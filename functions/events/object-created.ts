import type { S3Event } from 'aws-lambda';
import * as Uploads from '../core/uploads/uploads';
import { log, serializeError } from '../lib/log';

/**
 * S3 ObjectCreated notifications from both upload buckets: each new object is checked by its
 * bytes (Uploads.checkObject), and deleted if it is not what its purpose allows. A failure is
 * rethrown after every record was tried, so Lambda's retries of the asynchronous event repeat
 * the check (it is idempotent).
 */

/** Keys arrive URL-encoded as in a form (`+` for a space), e.g. `a+b%2B.png` is "a b+.png". */
export function decodeS3EventKey(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}

export const handler = async (event: S3Event): Promise<void> => {
  const failures: unknown[] = [];
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated:')) continue;
    const bucket = record.s3.bucket.name;
    const key = decodeS3EventKey(record.s3.object.key);
    try {
      const result = await Uploads.checkObject(bucket, key);
      log.info('upload checked', { bucket, key, eventName: record.eventName, ...result });
    } catch (err) {
      log.error('upload check failed', { bucket, key, eventName: record.eventName, error: serializeError(err) });
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} upload check(s) failed`);
};
