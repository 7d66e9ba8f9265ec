import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { formatPeso, MIN_REFUND_CENTAVOS } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { SubmitError } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { TextareaField } from '@web/components/ui/textarea-field';
import { call, userMessage } from '@web/lib/api-client';
import { useOrderStep } from '@web/api/orders';
import { splitOf } from './order-words';
import { typedCentavos } from './pesos';

const NOTE_REQUIRED = 'Explain the decision: both sides read it.';

/**
 * An admin decides a contested refund request: the refund in pesos (0 up to what the buyer paid),
 * a note both sides read; a confirm names the split before anything moves.
 */
export function DecideOrderForm({ order, onDecided }: { order: Order; onDecided: (message: string) => void }) {
  const decide = useOrderStep(order.id, (body: { refund_centavos: number; note: string }) =>
    call('POST /admin/order-disputes/{orderId}/decide', { params: { orderId: order.id }, body }),
  );
  const [confirm, confirmDialog] = useConfirm();
  const [refund, setRefund] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ refund?: string; note?: string }>({});
  const [failure, setFailure] = useState<{ text: string } | null>(null);
  const typed = typedCentavos(refund, { min: MIN_REFUND_CENTAVOS, max: order.refund_amount, zero: true });
  const split = 'centavos' in typed ? splitOf(order, typed.centavos) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const next = { refund: 'error' in typed ? typed.error : undefined, note: note.trim() ? undefined : NOTE_REQUIRED };
    setErrors(next);
    if (next.refund || next.note || !split || !('centavos' in typed)) return;
    const sure = await confirm({
      title: `${formatPeso(split.buyer)} back to the buyer, ${formatPeso(split.artist)} to the artist?`,
      message: `${order.user_name} is refunded ${formatPeso(split.buyer)} and ${order.artist_name} receives ${formatPeso(split.artist)} for "${order.description}". Both are told, and this cannot be undone.`,
      confirmLabel: 'Decide',
    });
    if (!sure) return;
    try {
      const { message } = await decide.mutateAsync({ refund_centavos: typed.centavos, note: note.trim() });
      onDecided(message);
    } catch (err) {
      setFailure({ text: userMessage(err, 'The decision could not be saved. Please try again.') });
    }
  }

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate aria-label="Decide the refund request">
      <Stack gap="3">
        <Text fontWeight="semibold">
          The buyer paid {formatPeso(order.refund_amount)}; the artist’s share is{' '}
          {formatPeso(order.amount + order.shipping)}.
        </Text>
        <TextField
          label="Refund to the buyer ₱"
          inputMode="decimal"
          value={refund}
          onChange={setRefund}
          error={errors.refund}
          helper={`From ${formatPeso(0)} (no refund) to ${formatPeso(order.refund_amount)}.`}
        />
        <Text fontSize="sm" data-testid="decide-split">
          {split
            ? `${formatPeso(split.buyer)} back to the buyer, ${formatPeso(split.artist)} to the artist.`
            : 'Enter the refund to see the split.'}
        </Text>
        <TextareaField
          label="Note to both sides"
          rows={3}
          maxLength={1000}
          value={note}
          onChange={setNote}
          error={errors.note}
        />
        <SubmitError error={failure} />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={decide.isPending}>
            Decide
          </Button>
        </Flex>
      </Stack>
      {confirmDialog}
    </chakra.form>
  );
}
