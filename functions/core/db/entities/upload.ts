import { entity } from '../entity';
import { UPLOAD_PURPOSES } from '@shared/schemas/uploads';
import { TABLE } from '../table';

/**
 * One object key we issued a presigned POST for, and what the object-created check found.
 * `pending` until the check has seen the object; `rejected` is final (the object is deleted).
 * Pending and unused records expire with the TTL; the feature that uses a key removes
 * `expiresAt` (Uploads.claim) so a used file is never forgotten.
 * `usedBy` names the one thing the key backs (`art:<artId>`, `post:<postId>`, ...): written by a
 * conditional claim in the same transaction as that thing, so a key backs one thing only.
 */
export const UploadEntity = entity({
  model: { entity: 'upload', version: '1', service: 'crafti' },
  attributes: {
    key: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    purpose: { type: UPLOAD_PURPOSES, required: true, readOnly: true },
    bucket: { type: 'string', required: true, readOnly: true },
    declaredType: { type: 'string', required: true, readOnly: true },
    status: { type: ['pending', 'accepted', 'rejected'] as const, required: true, default: 'pending' },
    rejectReason: { type: 'string' },
    size: { type: 'number' },
    /** The type the object's bytes show (may differ from the declared one, e.g. a JPEG named .png). */
    detectedType: { type: 'string' },
    checkedAt: { type: 'string' },
    /**
     * Art and post images only, once the object-created function has made their WebP variants
     * (Variants.ensureVariants): the original's size after EXIF rotation, the 360 px (`thumb`),
     * 480 px (`small`), 680 px (`card`), 800 px (`medium`) and 1200 px (`large`) variants' keys
     * (`thumb`, `card` and `medium` absent on images made before they existed), and the ETag of
     * the original they were made from.
     */
    width: { type: 'number' },
    height: { type: 'number' },
    thumb: { type: 'string' },
    small: { type: 'string' },
    card: { type: 'string' },
    medium: { type: 'string' },
    large: { type: 'string' },
    variantsSourceETag: { type: 'string' },
    keptAt: { type: 'string' },
    usedBy: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, required: true, default: () => new Date().toISOString() },
    expiresAt: { type: 'number', field: TABLE.ttlAttribute },
  },
  indexes: {
    byKey: {
      // S3 keys are case-sensitive: keep ElectroDB from lower-casing them.
      pk: { field: TABLE.partitionKey, composite: ['key'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
