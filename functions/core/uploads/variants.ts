import { config } from '../config';
import { log } from '../observability/log';
import { db } from '../db/service';
import { isConditionalCheckFailure } from '../db/transactions';
import { deleteObject, putObject, readObject } from './objects';
import { find } from './uploads';
import { hasVariantPurpose, VARIANT_NAMES, VARIANT_WIDTHS, variantKeys, type VariantName } from './variant-keys';

/**
 * The resized copies of art and post images (DESIGN.md §5 "Images"): a 360, a 480, a 680, an 800
 * and a 1200 px wide WebP (VARIANT_WIDTHS), made once when the original arrives (by the object-created function), beside it in
 * the media bucket. Pages name them all in a `srcset` (web/src/lib/image-srcset.ts) and the
 * browser takes the one near the slot's size; the zoom shows the large one.
 *
 * sharp (a native module) is imported only inside these functions, and only the object-created
 * function imports this file: the HTTP functions, which use the other upload verbs, never
 * bundle it. Import it as `import * as Variants from '.../uploads/variants'`.
 */

export interface ImageVariants {
  /** The original's size in pixels, after EXIF rotation. */
  width: number;
  height: number;
  /** S3 keys (media bucket) of the 360, 480, 680, 800 and 1200 px wide WebP. */
  thumb: string;
  small: string;
  card: string;
  medium: string;
  large: string;
}

export type RenderedVariants = { width: number; height: number } & Record<VariantName, Buffer>;

/** WebP quality: ~80 keeps paintings' textures at a fraction of the original's bytes. */
const WEBP_QUALITY = 80;
/**
 * Images of more pixels are refused (sharp's default is 268 MP). Uploads are at most 10 MB, but a
 * small PNG can declare huge dimensions: this keeps decoding within the function's memory.
 */
const MAX_INPUT_PIXELS = 100_000_000;
/** Variants never change for a given original key (a new image gets a new key). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The WebPs of one image: EXIF orientation applied, never upscaled (an image narrower than
 * a variant's width gives that variant at its own width), metadata stripped (sharp keeps none
 * unless asked), colours converted to sRGB.
 */
export async function renderVariants(input: Uint8Array): Promise<RenderedVariants> {
  const { default: sharp } = await import('sharp');
  const image = () => sharp(input, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS });
  const metadata = await image().metadata();
  const webp = (width: number) =>
    image().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  const made = await Promise.all(VARIANT_NAMES.map(async (name) => [name, await webp(VARIANT_WIDTHS[name])] as const));
  return {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    ...(Object.fromEntries(made) as Record<VariantName, Buffer>),
  };
}

const unquoted = (etag: string | undefined) => etag?.replace(/"/g, '');

/**
 * Makes the variants of an accepted `art-image` or `post-image` upload and records them on its
 * upload record; returns them. Idempotent: when the record already has all of them, they are
 * returned without reading or writing any object — unless `sourceETag` (the ETag of the object an
 * S3 event announced) differs from the one they were made from, i.e. another file was posted
 * to the same key with the same form, in which case they are made again from the current file.
 * A record made before a variant existed (the medium one, the thumb, the card one) lacks it: they are made again, all of them.
 *
 * Throws when the key has no record, is of another purpose, is not accepted, its original is
 * gone, or the image cannot be decoded (the object-created function lets Lambda retry).
 */
export async function ensureVariants(key: string, options: { sourceETag?: string } = {}): Promise<ImageVariants> {
  const record = await find(key);
  if (!record) throw new Error(`No upload record for ${key}`);
  if (!hasVariantPurpose(record.purpose)) throw new Error(`${record.purpose} uploads have no image variants (${key})`);
  const recorded = VARIANT_NAMES.map((name) => [name, record[name]] as const);
  if (record.width !== undefined && record.height !== undefined && recorded.every(([, variant]) => variant)) {
    const made: ImageVariants = {
      width: record.width,
      height: record.height,
      ...(Object.fromEntries(recorded) as Record<VariantName, string>),
    };
    if (options.sourceETag === undefined || unquoted(options.sourceETag) === unquoted(record.variantsSourceETag))
      return made;
  }
  if (record.status !== 'accepted') throw new Error(`The upload ${key} is ${record.status}: it gets no variants`);

  const started = Date.now();
  const bucket = config().MEDIA_BUCKET;
  const original = await readObject(record.bucket, key);
  if (!original) throw new Error(`The upload ${key} has no object`);
  const rendered = await renderVariants(original.bytes);
  const keys = variantKeys(key);
  await Promise.all(
    VARIANT_NAMES.map((name) =>
      putObject(bucket, keys[name], rendered[name], { contentType: 'image/webp', cacheControl: CACHE_CONTROL }),
    ),
  );
  const variants: ImageVariants = { width: rendered.width, height: rendered.height, ...keys };
  try {
    await db()
      .entities.upload.patch({ key })
      .set({ ...variants, ...(original.etag ? { variantsSourceETag: original.etag } : {}) })
      // A check that refused a newer file at this key (or a removal) meanwhile wins.
      .where(({ status }, { eq }) => eq(status, 'accepted'))
      .go();
  } catch (err) {
    if (!isConditionalCheckFailure(err)) throw err;
    // The upload was refused or removed while its variants were made: they must not stay public.
    await Promise.all(VARIANT_NAMES.map((name) => deleteObject(bucket, keys[name])));
    throw new Error(`The upload ${key} was refused or removed while its variants were made`);
  }
  log.info('image variants made', {
    key,
    width: rendered.width,
    height: rendered.height,
    originalBytes: original.bytes.length,
    ...Object.fromEntries(VARIANT_NAMES.map((name) => [`${name}Bytes`, rendered[name].length])),
    ms: Date.now() - started,
  });
  return variants;
}
