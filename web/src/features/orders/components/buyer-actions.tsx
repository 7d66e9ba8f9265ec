import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { addDays, FULFILMENT_DAYS, REFUND_REASON_LABELS, REFUND_REASONS, type RefundReason } from '@shared/fulfilment';
import { formatPeso, MIN_REFUND_CENTAVOS } from '@shared/money';
import { refundAskBodySchema, type Order } from '@shared/schemas/orders';
import { shareOf, shortDay } from '@web/components/orders/order-words';
import { pesosText, typedCentavos } from '@web/components/orders/pesos';
import { SelectField } from '@web/components/ui/choice-fields';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { TextField } from '@web/components/ui/text-field';
import { TextareaField } from '@web/components/ui/textarea-field';
import { useAskRefund, useExtend, useReceive, useReturnShip, useWithdrawRefund } from '../api/order-steps';
import { checkCourier, CourierFields, type CourierValue } from './courier-fields';
import type { Run } from './outcome';
import { PhotoPicker, pickedPhotos, type PickedPhoto } from './photo-picker';
import { issueOf, StepDialog } from './step-dialog';

type Done = (message: string) => void;
const MAX_PHOTOS = 4;

/** "Order Received" / "Picked up": the artist is paid their share; the buyer is asked first. */
export function ReceiveAction({ order, run }: { order: Order; run: Run }) {
  const receive = useReceive(order.id);
  const [confirm, dialog] = useConfirm();
  const pickup = order.delivery?.kind === 'pickup';
  const share = formatPeso(shareOf(order));
  return (
    <>
      <Button
        colorPalette="brand"
        loading={receive.isPending}
        onClick={async () => {
          const sure = await confirm({
            title: pickup ? 'You picked it up?' : 'You received it?',
            message: `${order.artist_name} is paid ${share} for "${order.description}" and the order is completed. After this you can no longer ask a refund.`,
            confirmLabel: `Yes, pay the artist ${share}`,
          });
          if (sure)
            await run(() => receive.mutateAsync(undefined), 'The order could not be confirmed. Please try again.');
        }}
      >
        {pickup ? 'Picked up' : 'Order Received'}
      </Button>
      {dialog}
    </>
  );
}

/** The buyer's one extension of the release date, by FULFILMENT_DAYS.extension days. */
export function ExtendAction({ order, run }: { order: Order; run: Run }) {
  const extend = useExtend(order.id);
  const [confirm, dialog] = useConfirm();
  const days = FULFILMENT_DAYS.extension;
  return (
    <>
      <Button
        variant="outline"
        loading={extend.isPending}
        onClick={async () => {
          const next = shortDay(addDays(order.release_at ?? new Date().toISOString(), days));
          const sure = await confirm({
            title: `Extend to ${next}?`,
            message: `The artist is paid on ${next}${order.release_at ? ` instead of ${shortDay(order.release_at)}` : ''}, unless you confirm or ask a refund first. You can extend only once.`,
            confirmLabel: `Extend to ${next}`,
          });
          if (sure)
            await run(() => extend.mutateAsync(undefined), 'The order could not be extended. Please try again.');
        }}
      >
        Extend by {days} days
      </Button>
      {dialog}
    </>
  );
}

interface RefundErrors {
  reason?: string;
  details?: string;
  amount?: string;
  photos?: string;
}

/** Ask a refund: a reason, what happened, up to 4 photos, and the amount (at most everything paid). */
export function AskRefundAction({ order, onDone }: { order: Order; onDone: Done }) {
  const ask = useAskRefund(order.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [amount, setAmount] = useState(() => pesosText(order.refund_amount));
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<RefundErrors>({});
  const shape = refundAskBodySchema.shape;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Ask a refund
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Ask a refund"
        submitLabel="Send the request"
        fallback="The request could not be sent. Please try again."
        onDone={(message) => {
          setPhotos([]);
          onDone(message);
        }}
        send={() => {
          const typed = typedCentavos(amount, { min: MIN_REFUND_CENTAVOS, max: order.refund_amount });
          const picked = pickedPhotos(photos);
          const next: RefundErrors = {
            reason: issueOf(shape.reason.safeParse(reason || undefined)),
            details: issueOf(shape.details.safeParse(details)),
            amount: 'error' in typed ? typed.error : undefined,
            photos: picked.busy
              ? 'Wait for the photos to finish uploading.'
              : picked.failed
                ? 'Remove the photos that could not be uploaded.'
                : undefined,
          };
          setErrors(next);
          if (next.reason || next.details || next.photos || !('centavos' in typed)) return null;
          return ask.mutateAsync({
            reason: reason as RefundReason,
            details: details.trim(),
            photo_keys: picked.keys,
            amount_centavos: typed.centavos,
          });
        }}
      >
        <Text color="fg.muted">
          {order.artist_name} has {FULFILMENT_DAYS.answer} days to answer: accept (maybe asking for the piece back) or
          contest, and then Crafti decides. The money stays with Crafti meanwhile.
        </Text>
        <SelectField
          label="Reason"
          placeholder="Choose a reason"
          options={REFUND_REASONS.map((r) => ({ value: r, label: REFUND_REASON_LABELS[r] }))}
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        <TextareaField
          label="What happened"
          rows={4}
          maxLength={1000}
          value={details}
          onChange={setDetails}
          error={errors.details}
        />
        <PhotoPicker label="Add photos" max={MAX_PHOTOS} photos={photos} onChange={setPhotos} />
        {errors.photos ? (
          <Text color="red.700" fontSize="sm" role="alert">
            {errors.photos}
          </Text>
        ) : null}
        <TextField
          label="Amount to refund ₱"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          helper={`At most ${formatPeso(order.refund_amount)}: everything you paid for this order (pieces, shipping and Crafti’s 5%).`}
        />
      </StepDialog>
    </>
  );
}

/** Withdraw the buyer's own request: the order waits for their confirmation again. */
export function WithdrawAction({ order, run }: { order: Order; run: Run }) {
  const withdraw = useWithdrawRefund(order.id);
  const [confirm, dialog] = useConfirm();
  return (
    <>
      <Button
        variant="outline"
        loading={withdraw.isPending}
        onClick={async () => {
          const sure = await confirm({
            title: 'Withdraw your refund request?',
            message: `The order goes back to waiting for your confirmation; ${order.artist_name} is paid when you confirm or the guarantee window ends.`,
            confirmLabel: 'Withdraw request',
          });
          if (sure)
            await run(() => withdraw.mutateAsync(undefined), 'The request could not be withdrawn. Please try again.');
        }}
      >
        Withdraw request
      </Button>
      {dialog}
    </>
  );
}

/** The buyer sent the piece back: the return's courier and tracking number. */
export function ReturnShipAction({ order, onDone }: { order: Order; onDone: Done }) {
  const send = useReturnShip(order.id);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<CourierValue>({ courier: '', tracking: '' });
  const [errors, setErrors] = useState<{ courier?: string; tracking?: string }>({});
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        Return shipped
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Return shipped"
        submitLabel="Send the tracking"
        fallback="The return's tracking could not be sent. Please try again."
        onDone={onDone}
        send={() => {
          const checked = checkCourier(value);
          setErrors('errors' in checked ? checked.errors : {});
          return 'errors' in checked ? null : send.mutateAsync(checked.body);
        }}
      >
        <Text color="fg.muted">
          {order.artist_name} confirms when it arrives, and you are refunded{' '}
          {formatPeso(order.refund_request?.amount ?? 0)}.
        </Text>
        <CourierFields value={value} onChange={setValue} errors={errors} />
      </StepDialog>
    </>
  );
}
