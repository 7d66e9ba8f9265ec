import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';

interface NoteDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  submitLabel: string;
  /** The note's problem before sending (the shared schema's message), or null. */
  check: (note: string) => string | null;
  /** Sends the note; resolves with the server's message (shown by the caller beside its button). */
  send: (note: string) => Promise<{ message: string }>;
  onSent: (message: string) => void;
  fallback: string;
  /** What the dialog shows above the note (what each side gets, an image picker…). */
  children?: ReactNode;
  /** A reason the dialog cannot be sent yet (images still uploading), or null. */
  blocked?: string | null;
  destructive?: boolean;
}

/** A dialog with one note (a reason, a revision, a delivery's note) and its send button; a refusal shows in it. */
export function NoteDialog({
  open,
  onClose,
  title,
  label,
  submitLabel,
  check,
  send,
  onSent,
  fallback,
  children,
  blocked = null,
  destructive = false,
}: NoteDialogProps) {
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFieldError(null);
    setError(null);
    onClose();
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const problem = check(note);
    setFieldError(problem);
    if (problem) return;
    if (blocked) return setError(blocked);
    setBusy(true);
    try {
      const { message } = await send(note.trim());
      setNote('');
      close();
      onSent(message);
    } catch (err) {
      setError(userMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} onClose={close} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          {children}
          <TextareaField
            label={label}
            rows={4}
            maxLength={2000}
            value={note}
            onChange={setNote}
            error={fieldError ?? undefined}
          />
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
          <Stack direction="row" justify="flex-end" gap="3" wrap="wrap">
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" colorPalette={destructive ? 'red' : 'brand'} loading={busy}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}
