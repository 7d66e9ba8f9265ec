import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMegabytes, UPLOAD_RULES, uploadProblem, type UploadPurpose } from '@shared/messages/uploads';
import type { CreateUploadResponse } from '@shared/schemas/uploads';
import { call } from './api-client';

/**
 * Files go straight from the browser to S3: `POST /uploads` returns a presigned form for one key,
 * and the file is posted to it with XMLHttpRequest (fetch cannot report upload progress). The
 * caller then sends the key, not the file, to the call that uses it. Import this only from lazy
 * pages: it stays out of the first load.
 */

export interface UploadOptions {
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an error named AbortError. */
  signal?: AbortSignal;
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The file's type as the browser reports it, or from its extension when the browser does not know. */
export function contentTypeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? 'application/octet-stream';
}

/** The user-facing reason this file cannot be uploaded for `purpose`, or null. The server checks again, by content. */
export function fileProblem(file: File, purpose: UploadPurpose): string | null {
  return uploadProblem(purpose, { contentType: contentTypeOf(file), size: file.size })?.message ?? null;
}

const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');

/** Uploads one file for `purpose` and resolves with its object key. Rejects with a user-facing message. */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  options: UploadOptions = {},
): Promise<{ key: string }> {
  const problem = fileProblem(file, purpose);
  if (problem) throw new Error(problem);
  if (options.signal?.aborted) throw cancelled();

  const presigned = await call('POST /uploads', {
    body: { purpose, contentType: contentTypeOf(file), size: file.size },
    signal: options.signal,
  });
  await postForm(presigned, file, options);
  return { key: presigned.key };
}

function postForm(presigned: CreateUploadResponse, file: File, { onProgress, signal }: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const form = new FormData();
    // S3 reads the policy's fields before the file: the file must be the last part.
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (done: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve();
        } else {
          reject(new Error('The file could not be uploaded. Please try again.'));
        }
      });
    xhr.onerror = () =>
      settle(() => reject(new Error('The file could not be uploaded. Check your connection and try again.')));
    xhr.onabort = () => settle(() => reject(cancelled()));
    signal?.addEventListener('abort', onAbort);
    xhr.open('POST', presigned.url);
    xhr.send(form);
  });
}

export const isAbortError = (err: unknown) => err instanceof Error && err.name === 'AbortError';

export interface UploadState {
  /** Uploads a file; resolves with its key. Rejects on failure (also kept in `error`) and on cancel. */
  upload: (file: File) => Promise<{ key: string }>;
  /** 0 to 1 while uploading. */
  progress: number;
  uploading: boolean;
  /** Cancels the upload in progress, if any. */
  cancel: () => void;
  /** The last failure's user-facing message; null after a success, a cancel or a new upload. */
  error: string | null;
}

/**
 * Upload state for one file input: progress, cancel and the last error. Pages that upload only
 * on save (the profile image) call `upload` themselves; FileUploadField uses it on selection.
 * An upload still running when the component unmounts is cancelled.
 */
export function useUpload(purpose: UploadPurpose): UploadState {
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setError(null);
      setProgress(0);
      setUploading(true);
      try {
        return await uploadFile(file, purpose, { signal: current.signal, onProgress: setProgress });
      } catch (err) {
        if (!isAbortError(err))
          setError(err instanceof Error ? err.message : 'The file could not be uploaded. Please try again.');
        throw err;
      } finally {
        // A newer upload owns the state now.
        if (controller.current === current) {
          controller.current = null;
          setUploading(false);
        }
      }
    },
    [purpose],
  );

  return { upload, progress, uploading, cancel, error };
}

/** The accept attribute and the help text for a file input of this purpose. */
export function uploadHints(purpose: UploadPurpose): { accept: string; text: string } {
  const rules = UPLOAD_RULES[purpose];
  return { accept: rules.accept, text: `${rules.acceptedTypesText}, up to ${formatMegabytes(rules.maxBytes)}.` };
}
