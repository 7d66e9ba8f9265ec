import { Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { APPEAL_TEXT_MAX, MODERATION_MESSAGES } from '@shared/messages/moderation';
import { appealBodySchema } from '@shared/schemas/moderation';
import { SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';

/** What an appeal form sends: the text, with what it appeals (a decision's id, or the e-mail's token). */
const appealTextSchema = appealBodySchema.pick({ text: true });

/**
 * The appeal's text and Send appeal: the /moderation page's (one decision) and the public
 * suspension appeal's. `send` posts it; a refusal shows beside the button.
 */
export function AppealForm({
  send,
  onCancel,
  label,
}: {
  send: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  label: string;
}) {
  const form = useZodForm(appealTextSchema, { defaultValues: { text: '' } });
  const [error, setError] = useState<SubmitErrorMessage | null>(null);

  const submit = form.handleSubmit(async ({ text }) => {
    setError(null);
    try {
      await send(text);
    } catch (err) {
      setError({ text: userMessage(err, MODERATION_MESSAGES.appealFailed) });
    }
  });

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <Stack gap="3">
        <TextareaField
          label={MODERATION_MESSAGES.appealText}
          rows={4}
          maxLength={APPEAL_TEXT_MAX}
          {...form.field('text')}
        />
        <SubmitError error={error} />
        <Flex gap="2" justify="flex-end" wrap="wrap">
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {MODERATION_MESSAGES.appealSubmit}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
