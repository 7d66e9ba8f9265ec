/** The upload rules and their texts, without zod (the request schemas are in shared/schemas/uploads.ts). */

/**
 * Files reach S3 straight from the browser with a presigned POST (`POST /uploads`); the call
 * that uses a file then carries its object key. Each upload declares what it is for, and the
 * purpose decides the accepted types, the size limit and the bucket (public media or private
 * documents). The same rules drive the server's checks and the browser's pre-checks.
 */
export const UPLOAD_PURPOSES = [
  'profile-image',
  'art-image',
  'post-image',
  'verification-document',
  'verification-id',
  'order-photo',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** The object key's extension for each type (keys never take the user's file name). */
export const UPLOAD_EXTENSIONS: Record<UploadContentType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/** Every upload, whatever its purpose, is at most this big. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export interface UploadRule {
  contentTypes: readonly UploadContentType[];
  maxBytes: number;
  /** Public images go to the media bucket (served by CloudFront); private files to the documents bucket. */
  visibility: 'public' | 'private';
  /** The file input's `accept` attribute. */
  accept: string;
  /** For people: "JPG, PNG, WEBP". */
  acceptedTypesText: string;
}

function rule(visibility: UploadRule['visibility'], contentTypes: readonly UploadContentType[]): UploadRule {
  const extensions = contentTypes.flatMap((type) =>
    type === 'image/jpeg' ? ['.jpg', '.jpeg'] : [UPLOAD_EXTENSIONS[type]],
  );
  return {
    contentTypes,
    maxBytes: UPLOAD_MAX_BYTES,
    visibility,
    accept: [...contentTypes, ...extensions].join(','),
    acceptedTypesText: contentTypes.map((type) => UPLOAD_EXTENSIONS[type].slice(1).toUpperCase()).join(', '),
  };
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
// Order matters for the text shown to people: the spec lists PDF first for verification files.
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  'profile-image': rule('public', IMAGE_TYPES),
  'art-image': rule('public', IMAGE_TYPES),
  'post-image': rule('public', IMAGE_TYPES),
  'verification-document': rule('private', DOCUMENT_TYPES),
  'verification-id': rule('private', DOCUMENT_TYPES),
  /** A parcel's photo when shipped, a buyer's evidence for a refund: private (they show addresses and homes). */
  'order-photo': rule('private', IMAGE_TYPES),
};

export const uploadMessages = {
  typeNotAccepted: (purpose: UploadPurpose) =>
    `This file type is not accepted. Accepted types: ${UPLOAD_RULES[purpose].acceptedTypesText}.`,
  tooLarge: (purpose: UploadPurpose) =>
    `The file is too large. The maximum size is ${formatMegabytes(UPLOAD_RULES[purpose].maxBytes)}.`,
  empty: 'The file is empty.',
  /** A key already backs another art, post or image (each upload backs one thing only). */
  inUse: 'This file is already used elsewhere. Please upload it again here.',
};

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Which field of a declared file breaks the purpose's rules, and why; null when the file may be uploaded. */
export function uploadProblem(
  purpose: UploadPurpose,
  file: { contentType: string; size: number },
): { field: 'contentType' | 'size'; message: string } | null {
  const rules = UPLOAD_RULES[purpose];
  if (!(rules.contentTypes as readonly string[]).includes(file.contentType)) {
    return { field: 'contentType', message: uploadMessages.typeNotAccepted(purpose) };
  }
  if (file.size < 1) return { field: 'size', message: uploadMessages.empty };
  if (file.size > rules.maxBytes) return { field: 'size', message: uploadMessages.tooLarge(purpose) };
  return null;
}
