import { Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { MODERATION_MESSAGES, MODERATION_REASON_MAX } from '@shared/messages/moderation';
import { caseActionBodySchema } from '@shared/schemas/moderation';
import { DANGER_SOLID } from '@web/components/ui/danger-button';
import { FormModal } from '@web/components/ui/form-modal';
import { TextareaField } from '@web/components/ui/textarea-field';
import { useZodForm } from '@web/lib/use-zod-form';

export interface ReasonRequest {
  title: string;
  /** What the decision does, above the reason. */
  intro: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Sends the decision; answers the refusal to show in the dialog, or null when done. */
  send: (reason: string) => Promise<string | null>;
}

/**
 * An admin decision's dialog: what it does, the reason the affected person reads (required),
 * the decision's button. A refusal (another admin decided meanwhile, the same admin) shows
 * beside the button; done, the dialog closes.
 */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const form = useZodForm(caseActionBodySchema, { defaultValues: { reason: '' } });
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    const refused = await request.send(reason);
    if (refused) setError(refused);
    else onClose();
  });

  return (
    <FormModal
      title={request.title}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={request.confirmLabel}
      submitProps={request.destructive ? DANGER_SOLID : { colorPalette: 'brand' }}
      pending={form.formState.isSubmitting}
      error={error}
    >
      <Text color="fg.muted">{request.intro}</Text>
      <TextareaField
        label={MODERATION_MESSAGES.actionReason}
        rows={3}
        maxLength={MODERATION_REASON_MAX}
        {...form.field('reason')}
      />
    </FormModal>
  );
}
