import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { formatPeso } from '@shared/money';
import { decideBodySchema } from '@shared/schemas/commissions';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useDecideDispute } from '../../api/disputes';
import { releaseSplit } from '../../utils/disputes';

/** The form: the release typed in pesos (0 to what is held: `releaseSplit`), then the server's own rule for the note. */
const decideFormSchema = (held: number) =>
  z.object({
    release: z.string().transform((typed, ctx) => {
      const split = releaseSplit(typed, held);
      if ('error' in split) {
        ctx.addIssue({ code: 'custom', message: split.error });
        return z.NEVER;
      }
      return split.release;
    }),
    note: decideBodySchema.shape.note,
  });

/** "Release to the artist ₱" (0 to the money held), the refund that leaves, a note for both sides; then decide. */
export function DecideForm({
  projectId,
  held,
  onDecided,
}: {
  projectId: string;
  held: number;
  onDecided: (message: string) => void;
}) {
  const decide = useDecideDispute();
  const schema = useMemo(() => decideFormSchema(held), [held]);
  const form = useZodForm(schema, { defaultValues: { release: '', note: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const split = releaseSplit(useWatch({ control: form.control, name: 'release' }), held);
  const submit = form.handleSubmit(async ({ release, note }) => {
    setFailure(null);
    try {
      const { message } = await decide.mutateAsync({ projectId, release_centavos: release, note });
      onDecided(message);
    } catch (err) {
      setFailure(userMessage(err, 'The decision could not be saved. Please try again.'));
    }
  });
  return (
    <chakra.form
      onSubmit={(e) => void submit(e)}
      noValidate
      borderTopWidth="1px"
      pt="4"
      aria-label="Decide the dispute"
    >
      <Stack gap="3">
        <Text fontWeight="semibold">Held by Crafti: {formatPeso(held)}</Text>
        <TextField
          label="Release to the artist ₱"
          inputMode="decimal"
          helper={`From ${formatPeso(0)} to ${formatPeso(held)}.`}
          {...form.field('release')}
        />
        <Text data-testid="refund-part">Refund to the client: {'error' in split ? '—' : formatPeso(split.refund)}</Text>
        <TextareaField label="Note to both sides" rows={3} maxLength={2000} {...form.field('note')} />
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={decide.isPending}>
            Decide
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
