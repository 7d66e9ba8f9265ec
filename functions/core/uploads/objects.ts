import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';

/**
 * The S3 calls uploads need. The endpoint comes from AWS_ENDPOINT_URL_S3 when set (the local
 * S3), which also needs path-style addressing (S3_FORCE_PATH_STYLE).
 */

let client: S3Client | undefined;

function s3(): S3Client {
  client ??= new S3Client({
    forcePathStyle: config().S3_FORCE_PATH_STYLE === 'true',
    // No checksum headers or query parameters unless an operation needs them: presigned URLs
    // must not carry them, and ranged reads cannot be validated whole anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}

export interface PresignPostInput {
  bucket: string;
  key: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

/** A browser form upload of exactly this key, with this Content-Type, between 1 byte and maxBytes. */
export function presignPost(input: PresignPostInput): Promise<PresignedPost> {
  return createPresignedPost(s3(), {
    Bucket: input.bucket,
    Key: input.key,
    Conditions: [
      ['eq', '$key', input.key],
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresInSeconds,
  });
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Size and stored Content-Type of an object, or null when there is none. */
export async function headObject(
  bucket: string,
  key: string,
): Promise<{ size: number; contentType: string | undefined } | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** The first `count` bytes (fewer for a smaller object), or null when the object is gone. */
export async function readFirstBytes(bucket: string, key: string, count: number): Promise<Uint8Array | null> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }));
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    // A server that ignores Range sends the whole object: only the head is of interest.
    return bytes.subarray(0, count);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** A whole object and its ETag (without quotes), or null when the object is gone. */
export async function readObject(
  bucket: string,
  key: string,
): Promise<{ bytes: Uint8Array; etag: string | undefined } | null> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    return { bytes, etag: object.ETag?.replace(/"/g, '') };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** Writes an object we made ourselves (image variants), with the headers it is served with. */
export async function putObject(
  bucket: string,
  key: string,
  body: Uint8Array,
  headers: { contentType: string; cacheControl?: string },
): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: headers.contentType,
      CacheControl: headers.cacheControl,
    }),
  );
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** A time-limited GET URL for one object (private documents shown to admins). */
export function presignGetUrl(bucket: string, key: string, expiresInSeconds: number): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
}
