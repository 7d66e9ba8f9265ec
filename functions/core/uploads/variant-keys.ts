import { VARIANT_NAMES, VARIANT_WIDTHS, type VariantName } from '@shared/image-variants';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@shared/schemas/uploads';

/**
 * Where the resized copies of art and post images live, and which keys are uploads at all.
 * Pure and free of sharp: uploads.ts (in every HTTP function that touches files) imports it to
 * remove variants with their original; only variants.ts makes them.
 *
 * Variants sit in the media bucket beside the originals, under a prefix that is not an upload
 * purpose: `variants/<original key>.480.webp`. The buckets notify the object-created check only
 * of keys under the purposes' prefixes, so variants are never checked (nor deleted as
 * "not issued").
 */

/** The purposes whose images get their WebP variants (a thumb, a small, a card, a medium and a large one) when they arrive. */
export const VARIANT_PURPOSES = ['art-image', 'post-image'] as const satisfies readonly UploadPurpose[];

export { VARIANT_NAMES, VARIANT_WIDTHS, type VariantName } from '@shared/image-variants';

export const VARIANT_PREFIX = 'variants/';

/** `profile-image/`, `art-image/`, ...: every key we issue starts with one of these. */
export const UPLOAD_KEY_PREFIXES: readonly string[] = UPLOAD_PURPOSES.map((purpose) => `${purpose}/`);

/** A key our presigned forms can write (its first segment is an upload purpose). */
export const isUploadKey = (key: string) => UPLOAD_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

/** A resized copy made by ensureVariants. */
export const isVariantKey = (key: string) => key.startsWith(VARIANT_PREFIX);

export const hasVariantPurpose = (purpose: string): boolean =>
  (VARIANT_PURPOSES as readonly string[]).includes(purpose);

/** Whether the upload at `key` gets variants, read from the key's purpose segment. */
export const wantsVariants = (key: string) => hasVariantPurpose(key.split('/', 1)[0] ?? '');

/** The variants' keys a record holds (an upload record, a post's stored image), each absent where not made. */
export function variantKeysOf(record: Partial<Record<VariantName, string>>): Partial<Record<VariantName, string>> {
  return Object.fromEntries(VARIANT_NAMES.flatMap((name) => (record[name] ? [[name, record[name]]] : [])));
}

/** The S3 keys of an original's WebP variants, e.g. `variants/<key>.800.webp` for the medium one. */
export function variantKeys(key: string): Record<VariantName, string> {
  return Object.fromEntries(
    VARIANT_NAMES.map((name) => [name, `${VARIANT_PREFIX}${key}.${VARIANT_WIDTHS[name]}.webp`]),
  ) as Record<VariantName, string>;
}
