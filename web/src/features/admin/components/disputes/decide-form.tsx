import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { formatPeso } from '@shared/money';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';
import { useDecideDispute } from '../../api/disputes';
import { releaseSplit } from '../../utils/disputes';

const NOTE_REQUIRED = 'Explain the decision to both sides.';

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
  const [release, setRelease] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ release?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const split = releaseSplit(release, held);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const next = { release: 'error' in split ? split.error : undefined, note: note.trim() ? undefined : NOTE_REQUIRED };
    setErrors(next);
    if (next.release || next.note || 'error' in split) return;
    try {
      const { message } = await decide.mutateAsync({ projectId, release_centavos: split.release, note: note.trim() });
      onDecided(message);
    } catch (err) {
      setFailure(userMessage(err, 'The decision could not be saved. Please try again.'));
    }
  }
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
          value={release}
          onChange={setRelease}
          error={errors.release}
          helper={`From ${formatPeso(0)} to ${formatPeso(held)}.`}
        />
        <Text data-testid="refund-part">Refund to the client: {'error' in split ? '—' : formatPeso(split.refund)}</Text>
        <TextareaField
          label="Note to both sides"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={setNote}
          error={errors.note}
        />
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
