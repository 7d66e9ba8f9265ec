import type { UploadContentType } from '@shared/schemas/uploads';

/**
 * The real type of a file, from its first bytes ("magic numbers"), whatever its name or declared
 * type. Only the types uploads may have are recognised; anything else is null.
 *
 *   JPEG  FF D8 FF
 *   PNG   89 50 4E 47 0D 0A 1A 0A
 *   WebP  "RIFF" <4-byte size> "WEBP"
 *   PDF   "%PDF-"
 */
export const SNIFF_BYTES = 16;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

export function sniffContentType(bytes: Uint8Array): UploadContentType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}
