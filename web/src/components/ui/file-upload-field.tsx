import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { UploadPurpose } from '@shared/schemas/uploads';
import { fileProblem, isAbortError, uploadHints, useUpload, type UploadState } from '@web/lib/upload';
import { ProgressBar } from './progress-bar';
import { FieldError } from './text-field';

interface FileUploadFieldProps {
  label: string;
  purpose: UploadPurpose;
  /** Called with the object key once the chosen file is uploaded (autoUpload). */
  onUploaded?: (key: string) => void;
  /** Called with a user-facing message when a file is refused or its upload fails. */
  onError?: (message: string) => void;
  /** Upload as soon as a file is chosen (default). Off: the page uploads later, e.g. on save. */
  autoUpload?: boolean;
  /** Every valid file chosen (null when the choice is cleared or refused), e.g. for a preview. */
  onFileSelected?: (file: File | null) => void;
  /** The page's own useUpload state, when it uploads on save: its progress is shown here. */
  upload?: UploadState;
  helperText?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/**
 * A labelled file input for one upload purpose: accepts only the purpose's types, checks type
 * and size before anything is sent, and while uploading shows a progress bar and a Cancel button.
 */
export function FileUploadField({
  label,
  purpose,
  onUploaded,
  onError,
  autoUpload = true,
  onFileSelected,
  upload: external,
  helperText,
  disabled,
  name,
}: FileUploadFieldProps) {
  const own = useUpload(purpose);
  const state = external ?? own;
  const hints = uploadHints(purpose);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setStatus(null);
    if (!file) {
      setRefusal(null);
      onFileSelected?.(null);
      return;
    }
    const problem = fileProblem(file, purpose);
    setRefusal(problem);
    if (problem) {
      // Cleared so that choosing the same file again, once fixed, still fires a change.
      event.target.value = '';
      onFileSelected?.(null);
      onError?.(problem);
      return;
    }
    onFileSelected?.(file);
    if (!autoUpload) return;
    try {
      const { key } = await state.upload(file);
      setStatus(`Uploaded ${file.name}.`);
      onUploaded?.(key);
    } catch (err) {
      if (isAbortError(err)) {
        setStatus('Upload cancelled.');
        event.target.value = '';
        return;
      }
      onError?.(err instanceof Error ? err.message : 'The file could not be uploaded. Please try again.');
    }
  }

  const error = refusal ?? state.error;
  const percent = Math.round(state.progress * 100);
  return (
    <Field.Root invalid={error !== null} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        name={name}
        accept={hints.accept}
        onChange={onChange}
        disabled={disabled || state.uploading}
        size="lg"
        pt="2.5"
      />
      {state.uploading ? (
        <HStack width="full" gap="3" mt="1">
          <ProgressBar value={percent} label={`${label} upload progress`} fill="brand.500" flex="1" />
          <Text fontSize="sm" minW="10" textAlign="end">
            {percent}%
          </Text>
          <Button type="button" size="xs" variant="outline" onClick={state.cancel}>
            Cancel
          </Button>
        </HStack>
      ) : null}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {state.uploading ? 'Uploading…' : status}
      </Text>
      {error ? <FieldError>{error}</FieldError> : null}
      <Field.HelperText>{helperText ?? `Accepted types: ${hints.text}`}</Field.HelperText>
    </Field.Root>
  );
}
