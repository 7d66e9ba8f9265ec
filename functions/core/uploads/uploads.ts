import { randomUUID } from 'node:crypto';
import {
  formatMegabytes,
  UPLOAD_EXTENSIONS,
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  uploadMessages,
  uploadProblem,
  type CreateUploadBody,
  type CreateUploadResponse,
  type UploadContentType,
  type UploadPurpose,
} from '@shared/schemas/uploads';
import { ErrorCodes } from '@shared/api/errors';
import type { Actor } from '../actor';
import { config } from '../config';
import { log } from '../observability/log';
import { Metrics } from '../observability/metrics';
import { db, type TransactionEntities } from '../db/service';
import { isConditionalCheckFailure } from '../db/transactions';
import { AppError } from '../errors';
import { deleteObject, headObject, presignGetUrl, presignPost, readFirstBytes } from './objects';
import { SNIFF_BYTES, sniffContentType } from './sniff';
import { hasVariantPurpose, isVariantKey, VARIANT_NAMES, variantKeys, variantKeysOf } from './variant-keys';

/**
 * Every file the product takes: presigned POSTs straight to S3, the check of what actually
 * arrived (by its bytes, on the object-created event or on demand), and the gate a feature
 * passes a key through before it stores it.
 *
 * Keys are `<purpose>/<userId>/<uuid><.ext>`: the purpose and owner are readable from the key,
 * but the record is what is trusted.
 */

/** A presigned form may be posted for this long. */
const POST_EXPIRES_SECONDS = 10 * 60;
/** Records of keys no feature used are forgotten after a day (the DynamoDB TTL). */
const UNUSED_RECORD_TTL_SECONDS = 24 * 60 * 60;

export type UploadStatus = 'pending' | 'accepted' | 'rejected';

/** Why the check refused an object (stored on the record, explained to the user by assertUsable). */
export type RejectReason = 'empty' | 'too_large' | 'stored_type_not_allowed' | 'content_not_allowed' | 'not_issued';

export interface UploadRecord {
  key: string;
  userId: string;
  purpose: UploadPurpose;
  bucket: string;
  declaredType: string;
  status: UploadStatus;
  rejectReason?: string;
  size?: number;
  detectedType?: string;
  createdAt: string;
  /** Epoch seconds when an unused record expires; absent once a feature keeps the key. */
  expiresAt?: number;
  /** Art and post images, once their WebP variants are made (see variants.ts): the original's size after EXIF rotation. */
  width?: number;
  height?: number;
  /** Keys of the 360, 480, 680, 800 and 1200 px WebP variants, in the media bucket (no `thumb`, `card` or `medium` on images made before they existed). */
  thumb?: string;
  small?: string;
  card?: string;
  medium?: string;
  large?: string;
  /** The ETag of the original the variants were made from. */
  variantsSourceETag?: string;
  /** The one thing the key backs, once used (see claim). */
  usedBy?: string;
  /** When a feature used the key (also set by keys used before claims named what uses them). */
  keptAt?: string;
}

/** What a used key backs: one thing, named `<kind>:<id>` (an art, a post, a profile, a verification). */
export type UploadUse = `${'art' | 'post' | 'profile' | 'verification' | 'commission' | 'order'}:${string}`;

export interface CheckResult {
  status: UploadStatus;
  reason?: RejectReason;
}

export interface UsableUpload {
  bucket: string;
  key: string;
  /** The type the file's bytes show. */
  contentType: UploadContentType;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function bucketFor(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].visibility === 'private' ? config().DOCUMENTS_BUCKET : config().MEDIA_BUCKET;
}

/** The purpose a key was issued for, read from its first segment (null for a key we never issue). */
function purposeOfKey(key: string): UploadPurpose | null {
  const prefix = key.split('/', 1)[0];
  return UPLOAD_PURPOSES.find((purpose) => purpose === prefix) ?? null;
}

export async function find(key: string): Promise<UploadRecord | null> {
  const { data } = await db().entities.upload.get({ key }).go();
  return data;
}

const invalid = (message: string, field?: string) =>
  new AppError(ErrorCodes.uploadInvalid, message, field ? { field } : undefined);
const inUse = (field?: string) =>
  new AppError(ErrorCodes.uploadInUse, uploadMessages.inUse, field ? { field } : undefined);

/** True when the key already backs something other than `usedBy` (a key kept before claims named their user counts as used). */
const usedElsewhere = (record: UploadRecord, usedBy: UploadUse) =>
  record.usedBy ? record.usedBy !== usedBy : Boolean(record.keptAt);

const REJECTION_TEXT: Record<RejectReason, (record: UploadRecord) => string> = {
  empty: () => 'the file is empty',
  too_large: (r) => `the file is larger than ${formatMegabytes(UPLOAD_RULES[r.purpose].maxBytes)}`,
  stored_type_not_allowed: (r) => `it was not sent as an accepted type (${UPLOAD_RULES[r.purpose].acceptedTypesText})`,
  content_not_allowed: (r) => `its content is not an accepted type (${UPLOAD_RULES[r.purpose].acceptedTypesText})`,
  not_issued: () => 'it was not uploaded through Crafti',
};

function rejectionMessage(record: UploadRecord): string {
  const explain = REJECTION_TEXT[record.rejectReason as RejectReason];
  return `The file was refused: ${explain ? explain(record) : 'it is not an accepted file'}. Please choose another file.`;
}

type Inspection =
  { missing: true } | { missing: false; size: number; problem?: RejectReason; detectedType?: UploadContentType };

/** What the object in S3 breaks, if anything, measured against the purpose's rules. */
async function inspect(record: UploadRecord): Promise<Inspection> {
  const head = await headObject(record.bucket, record.key);
  if (!head) return { missing: true };
  const rules = UPLOAD_RULES[record.purpose];
  const allowed = rules.contentTypes as readonly string[];
  if (head.size < 1) return { missing: false, size: head.size, problem: 'empty' };
  if (head.size > rules.maxBytes) return { missing: false, size: head.size, problem: 'too_large' };
  // The Content-Type S3 will serve the object with: never anything a browser could run (text/html).
  if (!head.contentType || !allowed.includes(head.contentType.toLowerCase())) {
    return { missing: false, size: head.size, problem: 'stored_type_not_allowed' };
  }
  const bytes = await readFirstBytes(record.bucket, record.key, SNIFF_BYTES);
  if (!bytes) return { missing: true };
  const detectedType = sniffContentType(bytes);
  if (!detectedType || !allowed.includes(detectedType))
    return { missing: false, size: head.size, problem: 'content_not_allowed' };
  return { missing: false, size: head.size, detectedType };
}

/** Record attributes that describe an image's variants (cleared when the file is refused): every variant's key, from VARIANT_NAMES. */
const VARIANT_ATTRIBUTES = ['width', 'height', ...VARIANT_NAMES, 'variantsSourceETag'] as const;

/** Deletes the WebP variants an original may have (a no-op for keys that have none). */
async function deleteVariants(key: string, purpose: UploadPurpose): Promise<void> {
  if (!hasVariantPurpose(purpose)) return;
  await Promise.all(Object.values(variantKeys(key)).map((variant) => deleteObject(config().MEDIA_BUCKET, variant)));
}

async function reject(record: UploadRecord, reason: RejectReason, size?: number): Promise<CheckResult> {
  // The object goes first: a record marked rejected must never leave its object served.
  await deleteObject(record.bucket, record.key);
  await db()
    .entities.upload.patch({ key: record.key })
    .set({
      status: 'rejected',
      rejectReason: reason,
      checkedAt: new Date().toISOString(),
      ...(size === undefined ? {} : { size }),
    })
    .remove([...VARIANT_ATTRIBUTES])
    .go();
  // Then the variants of an earlier, accepted file at this key: after the record says rejected,
  // so variants being made right now either land before this delete or fail their own
  // conditional write and delete themselves (Variants.ensureVariants).
  await deleteVariants(record.key, record.purpose);
  log.warn('upload rejected', {
    key: record.key,
    bucket: record.bucket,
    userId: record.userId,
    purpose: record.purpose,
    reason,
    size,
  });
  Metrics.count('uploadsRejected', 1, { reason, purpose: record.purpose });
  return { status: 'rejected', reason };
}

/**
 * Issues a key for one file and a presigned POST that can only put that key, with the declared
 * Content-Type and at most the purpose's size. The record is written first, so the
 * object-created check always finds it.
 */
export async function presign(actor: Actor, body: CreateUploadBody): Promise<CreateUploadResponse> {
  const userId = actor.userId;
  const problem = uploadProblem(body.purpose, body);
  if (problem) throw invalid(problem.message, problem.field);
  const contentType = body.contentType as UploadContentType;
  const rules = UPLOAD_RULES[body.purpose];
  const bucket = bucketFor(body.purpose);
  const key = `${body.purpose}/${userId}/${randomUUID()}${UPLOAD_EXTENSIONS[contentType]}`;
  await db()
    .entities.upload.create({
      key,
      userId,
      purpose: body.purpose,
      bucket,
      declaredType: contentType,
      status: 'pending',
      expiresAt: nowSeconds() + UNUSED_RECORD_TTL_SECONDS,
    })
    .go();
  const post = await presignPost({
    bucket,
    key,
    contentType,
    maxBytes: rules.maxBytes,
    expiresInSeconds: POST_EXPIRES_SECONDS,
  });
  return {
    key,
    url: post.url,
    fields: post.fields,
    maxBytes: rules.maxBytes,
    expiresAt: new Date(Date.now() + POST_EXPIRES_SECONDS * 1000).toISOString(),
  };
}

/**
 * The real check of an uploaded object: size from HEAD, type from the first bytes. A failing
 * object is deleted and its record marked rejected (for good: whatever is later put at that key
 * is deleted too). A passing one marks the record accepted. Safe to repeat, and repeated on
 * every object-created event, because a presigned form stays valid for a few minutes and the
 * same key may be overwritten with another file.
 */
export async function checkObject(bucket: string, key: string): Promise<CheckResult> {
  const record = await find(key);
  if (!record || record.bucket !== bucket) {
    // Only our presigned forms write to these buckets: anything else is not ours to keep.
    await deleteObject(bucket, key);
    log.warn('upload without a record deleted', { bucket, key });
    Metrics.count('uploadsRejected', 1, { reason: 'not_issued' });
    return { status: 'rejected', reason: 'not_issued' };
  }
  if (record.status === 'rejected') {
    // The key was refused once; a later file at the same key is refused with it.
    await deleteObject(bucket, key);
    return { status: 'rejected', reason: record.rejectReason as RejectReason };
  }

  const found = await inspect(record);
  if (found.missing) return { status: record.status };
  if (found.problem) return reject(record, found.problem, found.size);
  try {
    await db()
      .entities.upload.patch({ key })
      .set({
        status: 'accepted',
        size: found.size,
        detectedType: found.detectedType,
        checkedAt: new Date().toISOString(),
      })
      // A concurrent check that rejected a newer file at this key wins.
      .where(({ status }, { ne }) => ne(status, 'rejected'))
      .go();
  } catch (err) {
    if (!isConditionalCheckFailure(err)) throw err;
    const current = await find(key);
    return { status: current?.status ?? 'rejected', reason: current?.rejectReason as RejectReason | undefined };
  }
  return { status: 'accepted' };
}

/**
 * The gate before a feature stores a key: it must exist, belong to `userId`, have been issued
 * for `purpose` and have passed the check. A key still pending is checked here and now (its
 * object-created event may not have arrived yet). Refusals are 400 `upload_invalid`, naming
 * `field` when given (the request field that carried the key). Given `usedBy`, a key that already
 * backs something else is refused at once (409 `upload_in_use`); the claim written with the thing
 * (`claim`) is what makes that hold under races.
 */
export async function assertUsable(
  key: string,
  userId: string,
  purpose: UploadPurpose,
  opts: { field?: string; usedBy?: UploadUse } = {},
): Promise<UsableUpload> {
  let record = typeof key === 'string' && key.length > 0 && key.length <= 1024 ? await find(key) : null;
  if (!record || (record.expiresAt !== undefined && record.expiresAt < nowSeconds())) {
    throw invalid('The uploaded file could not be found. Please upload it again.', opts.field);
  }
  if (record.userId !== userId) throw invalid('This file was uploaded by another account.', opts.field);
  if (record.purpose !== purpose)
    throw invalid('This file was uploaded for something else. Please upload it again here.', opts.field);
  if (opts.usedBy && usedElsewhere(record, opts.usedBy)) throw inUse(opts.field);
  if (record.status === 'pending') {
    await checkObject(record.bucket, key);
    record = (await find(key)) ?? record;
    // A concurrent check that is rejecting the file deletes the object before it marks the
    // record: give it a moment to finish rather than calling a refused file unfinished.
    for (let wait = 0; record.status === 'pending' && wait < 5; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100 * (wait + 1)));
      record = (await find(key)) ?? record;
    }
  }
  if (record.status === 'rejected') throw invalid(rejectionMessage(record), opts.field);
  if (record.status !== 'accepted')
    throw invalid('The file has not finished uploading yet. Please try again.', opts.field);
  return { bucket: record.bucket, key, contentType: (record.detectedType ?? record.declaredType) as UploadContentType };
}

/**
 * The transaction piece that makes `key` back `usedBy`, written in the same transaction as that
 * thing: it is refused (and the whole write with it) when the key already backs something else or
 * its file was refused meanwhile. Claiming again for the same thing is allowed. A used key no
 * longer expires. Call after assertUsable; on a refusal of this piece, answer `claimRefusal`.
 */
export function claim(tx: TransactionEntities, key: string, usedBy: UploadUse) {
  return tx.upload
    .patch({ key })
    .set({ usedBy, keptAt: new Date().toISOString() })
    .remove(['expiresAt'])
    .where(
      (a, op) =>
        `${op.eq(a.status, 'accepted')} AND ((${op.notExists(a.usedBy)} AND ${op.notExists(a.keptAt)}) OR ${op.eq(a.usedBy, usedBy as string)})`,
    )
    .commit();
}

/** The answer to a write whose claim of `key` was refused: the key backs something else, or its file is gone or was refused. */
export async function claimRefusal(key: string, field?: string): Promise<AppError> {
  const record = await find(key);
  if (!record) return invalid('The uploaded file could not be found. Please upload it again.', field);
  if (record.status === 'rejected') return invalid(rejectionMessage(record), field);
  return inUse(field);
}

/**
 * An accepted art or post image of `userId` that backs nothing else yet, with its 360/480/680/800/1200 px
 * variants and size when the object-created check has made them (it usually has by the time a
 * form is sent; the original serves until then).
 */
export async function usableImage(
  key: string,
  userId: string,
  purpose: 'art-image' | 'post-image',
  opts: { field: string; usedBy: UploadUse; waitMs: number },
) {
  await assertUsable(key, userId, purpose, { field: opts.field, usedBy: opts.usedBy });
  let record = await find(key);
  for (let waited = 0; waited < opts.waitMs && record && !record.small; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    record = await find(key);
  }
  return { key, ...variantKeysOf(record ?? {}), width: record?.width, height: record?.height };
}

/**
 * Deletes a file, its WebP variants and its record, e.g. a profile image that was replaced. A
 * variant key (`variants/...`) deletes just that variant.
 */
export async function remove(key: string): Promise<void> {
  if (isVariantKey(key)) {
    await deleteObject(config().MEDIA_BUCKET, key);
    return;
  }
  const record = await find(key);
  const purpose = record?.purpose ?? purposeOfKey(key);
  const bucket = record?.bucket ?? (purpose ? bucketFor(purpose) : null);
  if (bucket) await deleteObject(bucket, key);
  if (purpose) await deleteVariants(key, purpose);
  if (record) await db().entities.upload.delete({ key }).go();
}

/** A short-lived link to a private file (documents bucket), for admins reviewing verification requests. */
export function presignedGet(key: string, seconds = 300): Promise<string> {
  return presignGetUrl(config().DOCUMENTS_BUCKET, key, seconds);
}
