import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { userMessage } from '@web/lib/api-client';

/**
 * A dialog for one step of an order that needs a few fields (ship, cancel, ask a refund…): the
 * fields, a refusal shown in it, its send button. `send` checks the fields first and answers
 * null when one is wrong (its field shows why); else it sends, and on success the dialog closes
 * and the server's message goes to `onDone` (shown beside the button that opened it).
 */
export function StepDialog({
  open,
  onClose,
  title,
  submitLabel,
  send,
  onDone,
  fallback,
  children,
  destructive = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  send: () => Promise<{ message: string }> | null;
  onDone: (message: string) => void;
  fallback: string;
  children: ReactNode;
  destructive?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setError(null);
    onClose();
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const sending = send();
    if (!sending) return;
    setBusy(true);
    try {
      const { message } = await sending;
      close();
      onDone(message);
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
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
          <Stack direction="row" justify="flex-end" gap="3" wrap="wrap">
            <Button type="button" variant="outline" onClick={close}>
              Back
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

/** The first message of a failed check (a shared zod schema's safeParse), or undefined when it passes. */
export function issueOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : (result.error?.issues[0]?.message ?? 'Check this field.');
}
