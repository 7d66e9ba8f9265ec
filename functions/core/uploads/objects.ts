import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';
import { objectRequest } from './object-requests';

/**
 * The S3 calls uploads need. The presigned ones (a browser's upload form, an admin's download
 * link) through the SDK, which only the uploads and verification functions carry; the object
 * calls the functions make themselves as signed requests (./object-requests.ts). The endpoint
 * comes from AWS_ENDPOINT_URL_S3 when set (the local S3), which also needs path-style addressing
 * (S3_FORCE_PATH_STYLE).
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

/** Size and stored Content-Type of an object, or null when there is none. */
export async function headObject(
  bucket: string,
  key: string,
): Promise<{ size: number; contentType: string | undefined } | null> {
  const head = await objectRequest({ method: 'HEAD', bucket, key });
  if (!head) return null;
  return {
    size: Number(head.headers.get('content-length') ?? 0),
    contentType: head.headers.get('content-type') ?? undefined,
  };
}

/** The first `count` bytes (fewer for a smaller object), or null when the object is gone. */
export async function readFirstBytes(bucket: string, key: string, count: number): Promise<Uint8Array | null> {
  const object = await objectRequest({ method: 'GET', bucket, key, headers: { range: `bytes=0-${count - 1}` } });
  if (!object) return null;
  // A server that ignores Range sends the whole object: only the head is of interest.
  return new Uint8Array(await object.arrayBuffer()).subarray(0, count);
}

/** A whole object and its ETag (without quotes), or null when the object is gone. */
export async function readObject(
  bucket: string,
  key: string,
): Promise<{ bytes: Uint8Array; etag: string | undefined } | null> {
  const object = await objectRequest({ method: 'GET', bucket, key, timeoutMs: 30_000 });
  if (!object) return null;
  return { bytes: new Uint8Array(await object.arrayBuffer()), etag: object.headers.get('etag')?.replace(/"/g, '') };
}

/** Writes an object we made ourselves (image variants), with the headers it is served with. */
export async function putObject(
  bucket: string,
  key: string,
  body: Uint8Array,
  headers: { contentType: string; cacheControl?: string },
): Promise<void> {
  await objectRequest({
    method: 'PUT',
    bucket,
    key,
    // Its own copy, on an ArrayBuffer of its own, as fetch takes bodies.
    body: new Uint8Array(body),
    headers: {
      'content-type': headers.contentType,
      ...(headers.cacheControl ? { 'cache-control': headers.cacheControl } : {}),
    },
    timeoutMs: 30_000,
  });
}

/** Removes an object (none there is no error, as S3 answers). */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await objectRequest({ method: 'DELETE', bucket, key });
}

/** A time-limited GET URL for one object (private documents shown to admins). */
export function presignGetUrl(bucket: string, key: string, expiresInSeconds: number): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
}
