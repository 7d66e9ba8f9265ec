import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatPeso } from '@shared/money';
import { cancelOrderBodySchema, contestRefundBodySchema, type Order } from '@shared/schemas/orders';
import { splitOf, shareOf } from '@web/components/orders/order-words';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FileUploadField } from '@web/components/ui/file-upload-field';
import { TextareaField } from '@web/components/ui/textarea-field';
import {
  useAcceptRefund,
  useCancelOrder,
  useContestRefund,
  useReady,
  useReturnReceived,
  useShip,
} from '../api/order-steps';
import { checkCourier, CourierFields, type CourierValue } from './courier-fields';
import type { Run } from './outcome';
import { issueOf, StepDialog } from './step-dialog';

type Done = (message: string) => void;

/** Mark as shipped: the courier, the tracking number, and a photo of the parcel if the artist has one. */
export function ShipAction({ order, onDone }: { order: Order; onDone: Done }) {
  const ship = useShip(order.id);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<CourierValue>({ courier: '', tracking: '' });
  const [errors, setErrors] = useState<{ courier?: string; tracking?: string; photo?: string }>({});
  const [photo, setPhoto] = useState<{ key: string | null; uploading: boolean }>({ key: null, uploading: false });
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        Mark as shipped
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Mark as shipped"
        submitLabel="Mark as shipped"
        fallback="The order could not be marked as shipped. Please try again."
        onDone={onDone}
        send={() => {
          const checked = checkCourier(value);
          const uploading = photo.uploading ? 'Wait for the photo to finish uploading.' : undefined;
          setErrors('errors' in checked ? { ...checked.errors, photo: uploading } : { photo: uploading });
          if ('errors' in checked || uploading) return null;
          return ship.mutateAsync({ ...checked.body, ...(photo.key ? { photo_key: photo.key } : {}) });
        }}
      >
        <Text color="fg.muted">The buyer is told the courier and the tracking number, and can follow the parcel.</Text>
        <CourierFields value={value} onChange={setValue} errors={errors} />
        <FileUploadField
          label="Photo of the parcel (optional)"
          purpose="order-photo"
          onFileSelected={(file) => setPhoto({ key: null, uploading: Boolean(file) })}
          onUploaded={(key) => setPhoto({ key, uploading: false })}
          onError={() => setPhoto({ key: null, uploading: false })}
          helperText="Only the buyer and Crafti see it: a proof of how it was packed."
        />
        {errors.photo ? (
          <Text color="red.700" fontSize="sm" role="alert">
            {errors.photo}
          </Text>
        ) : null}
      </StepDialog>
    </>
  );
}

/** A pickup order is ready at the meet-up place. */
export function ReadyAction({ order, run }: { order: Order; run: Run }) {
  const ready = useReady(order.id);
  const [confirm, dialog] = useConfirm();
  const place = order.delivery?.kind === 'pickup' ? order.delivery.place : 'the meet-up place';
  return (
    <>
      <Button
        colorPalette="brand"
        loading={ready.isPending}
        onClick={async () => {
          const sure = await confirm({
            title: 'Ready for pickup?',
            message: `${order.user_name} is told to pick "${order.description}" up at ${place}.`,
            confirmLabel: 'Ready for pickup',
          });
          if (sure)
            await run(() => ready.mutateAsync(undefined), 'The order could not be marked ready. Please try again.');
        }}
      >
        Ready for pickup
      </Button>
      {dialog}
    </>
  );
}

/** Cancel before shipping: the buyer gets everything back. The dialog names the refund and asks why. */
export function CancelAction({ order, onDone }: { order: Order; onDone: Done }) {
  const cancel = useCancelOrder(order.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refund = formatPeso(order.refund_amount);
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Cancel and refund ${refund}?`}
        submitLabel={`Cancel and refund ${refund}`}
        destructive
        fallback="The order could not be canceled. Please try again."
        onDone={onDone}
        send={() => {
          const problem = issueOf(cancelOrderBodySchema.safeParse({ reason }));
          setError(problem);
          return problem ? null : cancel.mutateAsync(reason.trim());
        }}
      >
        <Text color="fg.muted">
          {order.user_name} gets {refund} back for "{order.description}" (everything they paid: the pieces, the shipping
          and Crafti’s 5%) and the pieces go back on sale. This cannot be undone.
        </Text>
        <TextareaField
          label="Why you cancel (the buyer reads it)"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={setReason}
          error={error}
        />
      </StepDialog>
    </>
  );
}

/** Accept the buyer's request: refund now, or once the piece is back; the dialog names the split. */
export function AcceptAction({ order, onDone }: { order: Order; onDone: Done }) {
  const accept = useAcceptRefund(order.id);
  const [open, setOpen] = useState(false);
  const [returnRequired, setReturnRequired] = useState(false);
  const [note, setNote] = useState('');
  const asked = order.refund_request?.amount ?? 0;
  const split = splitOf(order, asked);
  const choices = [
    { value: false, label: `Refund ${formatPeso(asked)} now`, hint: 'The buyer keeps the piece.' },
    {
      value: true,
      label: 'Ask for the piece back first',
      hint: 'The buyer has 7 days to send it; the refund is made once you confirm it arrived.',
    },
  ];
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        Accept refund
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Accept the refund of ${formatPeso(asked)}?`}
        submitLabel={returnRequired ? 'Ask for the piece back' : `Refund ${formatPeso(asked)} now`}
        fallback="The refund could not be accepted. Please try again."
        onDone={onDone}
        send={() =>
          accept.mutateAsync({ return_required: returnRequired, ...(note.trim() ? { note: note.trim() } : {}) })
        }
      >
        <Text color="fg.muted" data-testid="accept-split">
          {order.user_name} gets {formatPeso(split.buyer)} back; you receive {formatPeso(split.artist)} of your{' '}
          {formatPeso(shareOf(order))} share.
        </Text>
        <Box as="fieldset" minW="0">
          <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
            How
          </chakra.legend>
          <Stack gap="2">
            {choices.map((c) => (
              <chakra.label
                key={String(c.value)}
                display="flex"
                alignItems="flex-start"
                gap="2"
                px="3"
                py="2.5"
                borderWidth="1px"
                borderRadius="md"
                cursor="pointer"
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
              >
                <chakra.input
                  type="radio"
                  name="return-required"
                  checked={returnRequired === c.value}
                  onChange={() => setReturnRequired(c.value)}
                  mt="1"
                />
                <Box>
                  <Text fontWeight="medium">{c.label}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {c.hint}
                  </Text>
                </Box>
              </chakra.label>
            ))}
          </Stack>
        </Box>
        <TextareaField label="Note to the buyer (optional)" rows={3} maxLength={500} value={note} onChange={setNote} />
      </StepDialog>
    </>
  );
}

/** Contest the request: the artist's statement goes to Crafti's admins with the buyer's. */
export function ContestAction({ order, onDone }: { order: Order; onDone: Done }) {
  const contest = useContestRefund(order.id);
  const [open, setOpen] = useState(false);
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Contest
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Contest the refund request"
        submitLabel="Send to Crafti"
        fallback="The request could not be contested. Please try again."
        onDone={onDone}
        send={() => {
          const problem = issueOf(contestRefundBodySchema.safeParse({ statement }));
          setError(problem);
          return problem ? null : contest.mutateAsync(statement.trim());
        }}
      >
        <Text color="fg.muted">
          An admin reads both sides (the buyer’s request and photos, your statement, the order’s timeline) and decides
          how the {formatPeso(order.refund_amount)} paid is split. Both of you are told.
        </Text>
        <TextareaField
          label="Your statement"
          rows={5}
          maxLength={1000}
          value={statement}
          onChange={setStatement}
          error={error}
        />
      </StepDialog>
    </>
  );
}

/** The returned piece arrived: the buyer is refunded what they asked. */
export function ReturnReceivedAction({ order, run }: { order: Order; run: Run }) {
  const received = useReturnReceived(order.id);
  const [confirm, dialog] = useConfirm();
  const asked = formatPeso(order.refund_request?.amount ?? 0);
  return (
    <>
      <Button
        colorPalette="brand"
        loading={received.isPending}
        onClick={async () => {
          const sure = await confirm({
            title: `The piece is back? Refund ${asked}?`,
            message: `${order.user_name} is refunded ${asked} for "${order.description}", and the rest of your share is released to you. This cannot be undone.`,
            confirmLabel: `Refund ${asked}`,
          });
          if (sure)
            await run(() => received.mutateAsync(undefined), 'The return could not be confirmed. Please try again.');
        }}
      >
        Return received
      </Button>
      {dialog}
    </>
  );
}
