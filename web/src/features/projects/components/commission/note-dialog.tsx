import { Button, Stack } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import * as z from 'zod';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';

interface NoteDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  submitLabel: string;
  /** The note's rule: the field of the server's body schema (`cancelBodySchema.shape.reason`). */
  field: z.ZodType<string, string>;
  /** Sends the note; resolves with the server's message (shown by the caller beside its button). */
  send: (note: string) => Promise<{ message: string }>;
  onSent: (message: string) => void;
  fallback: string;
  /** What the dialog shows above the note (what each side gets, an image picker…). */
  children?: ReactNode;
  /** A reason the dialog cannot be sent yet (images still uploading, none attached), or null. */
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
  field,
  send,
  onSent,
  fallback,
  children,
  blocked = null,
  destructive = false,
}: NoteDialogProps) {
  const schema = useMemo(() => z.object({ note: field }), [field]);
  const form = useZodForm(schema, { defaultValues: { note: '' } });
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.clearErrors();
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ note }) => {
    setError(null);
    if (blocked) return setError(blocked);
    try {
      const { message } = await send(note);
      form.reset({ note: '' });
      close();
      onSent(message);
    } catch (err) {
      setError(userMessage(err, fallback));
    }
  });
  return (
    <Modal open={open} onClose={close} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          {children}
          <TextareaField label={label} rows={4} maxLength={2000} {...form.field('note')} />
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
          <Stack direction="row" justify="flex-end" gap="3" wrap="wrap">
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" colorPalette={destructive ? 'red' : 'brand'} loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}
