import { config } from '../config';
import { VARIANT_NAMES, type VariantName } from './variant-keys';

/** Where a public image (media bucket) is served: the CloudFront distribution (the local S3 locally). */
export function publicUrl(key: string): string {
  return `${config().MEDIA_URL}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** An API image's variant fields: each variant's public address, null where it is not made (older images lack the newer ones). */
export function variantUrls(keys: Partial<Record<VariantName, string>>): Record<VariantName, string | null> {
  return Object.fromEntries(VARIANT_NAMES.map((name) => [name, keys[name] ? publicUrl(keys[name]) : null])) as Record<
    VariantName,
    string | null
  >;
}
