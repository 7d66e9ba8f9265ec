import type { CreateUploadResponse, UploadPurpose } from '@shared/schemas/uploads';
import type { TestUser } from './users';

// Real bytes for the object-created check to read: a 1×1 PNG, a small PDF and a text file.
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const TEXT = new TextEncoder().encode('Just some notes, not a picture at all.\n');

/** POST /uploads as `user`; throws unless the API answers 201. */
export async function presign(
  apiUrl: string,
  user: TestUser,
  body: { purpose: UploadPurpose; contentType: string; size: number },
): Promise<CreateUploadResponse> {
  const response = await fetch(`${apiUrl}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`presign answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CreateUploadResponse;
}

/** Posts the form as a browser does: every field first, the file last. Returns S3's status. */
export async function postForm(presigned: CreateUploadResponse, bytes: Uint8Array, fileName: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append(
    'file',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: presigned.fields['Content-Type'] }),
    fileName,
  );
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

/** Presigns and uploads; returns the presign answer (its `key` is what features take). */
export async function uploadAs(
  apiUrl: string,
  user: TestUser,
  purpose: UploadPurpose,
  contentType: string,
  bytes: Uint8Array,
  fileName: string,
) {
  const presigned = await presign(apiUrl, user, { purpose, contentType, size: bytes.length });
  const status = await postForm(presigned, bytes, fileName);
  if (status !== 204) throw new Error(`S3 answered ${status} to the upload`);
  return presigned;
}
