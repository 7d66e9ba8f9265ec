import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  cancelBodySchema,
  cancelRuleText,
  COMMISSION_MESSAGES,
  disputeBodySchema,
  type Commission,
} from '@shared/schemas/commissions';
import { formatPeso } from '@shared/money';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { useAgreeCancel, useAskCancel, useOpenDispute, useWithdrawCancel } from '../../api/commission';
import { NoteDialog } from './note-dialog';
import { Notice } from './overview';
import { useOutcome } from './outcome';
import { cancelSplit, cancelView, canDispute, disputeOpen, formatDay } from './rules';

const otherSide = (side: 'artist' | 'client') => (side === 'artist' ? 'The artist' : 'The client');

/** The dispute, open (its banner) or decided (what Crafti decided). */
export function DisputeBanner({ commission: c }: { commission: Commission }) {
  const d = c.dispute;
  if (!d) return null;
  if (disputeOpen(c)) {
    return (
      <Notice tone="warning" title={COMMISSION_MESSAGES.disputed}>
        Opened by {d.opened_by === 'artist' ? 'the artist' : 'the client'} on {formatDay(d.at)}: {d.reason}
      </Notice>
    );
  }
  return (
    <Notice title="Crafti decided the dispute">
      {d.release_centavos !== null ? `${formatPeso(d.release_centavos)} released to the artist, ` : ''}
      {d.refund_centavos !== null ? `${formatPeso(d.refund_centavos)} refunded to the client. ` : ''}
      {d.decision_note ?? ''}
    </Notice>
  );
}

/** Ask to cancel, answer the other side's request (agree, or dispute), withdraw one's own, open a dispute. */
export function CancelDisputeSection({ commission: c }: { commission: Commission }) {
  const view = cancelView(c);
  const disputable = canDispute(c);
  const ask = useAskCancel(c.project_id);
  const agree = useAgreeCancel(c.project_id);
  const withdraw = useWithdrawCancel(c.project_id);
  const dispute = useOpenDispute(c.project_id);
  const outcome = useOutcome();
  const [confirm, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<'cancel' | 'dispute' | null>(null);
  if (view === 'none' && !disputable) return outcome.alert ? <Box>{outcome.alert}</Box> : null;
  const split = cancelSplit(c);
  const request = c.cancel_request;
  const shown = (message: string) => void outcome.run(() => Promise.resolve({ message }), '');
  return (
    <Box as="section" aria-labelledby="cancel-heading">
      <Heading as="h2" size="lg" id="cancel-heading" mb="3">
        Cancel or dispute
      </Heading>
      <Stack gap="3">
        {request && view === 'answer' ? (
          <Box borderWidth="1px" borderRadius="lg" p="3">
            <Text fontWeight="semibold">
              {otherSide(request.by)} asked to cancel on {formatDay(request.at)}.
            </Text>
            <Text fontSize="sm" overflowWrap="anywhere">
              Reason: {request.reason}
            </Text>
            {c.terms ? (
              <Text fontSize="sm" mt="2">
                {cancelRuleText(c.terms.cancel_keep_percent)}
              </Text>
            ) : null}
            <Text fontSize="sm" fontWeight="medium" data-testid="cancel-split">
              If you agree now: the artist gets {formatPeso(split.artist)}, the client gets {formatPeso(split.client)}{' '}
              back.
            </Text>
          </Box>
        ) : null}
        {request && view === 'own' ? (
          <Text fontSize="sm">
            You asked to cancel on {formatDay(request.at)}. {COMMISSION_MESSAGES.ownCancelRequest}
          </Text>
        ) : null}
        <Flex gap="2" wrap="wrap">
          {view === 'ask' ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('cancel')}>
              Ask to cancel
            </Button>
          ) : null}
          {view === 'answer' ? (
            <Button
              size="sm"
              colorPalette="red"
              loading={agree.isPending}
              onClick={async () => {
                const sure = await confirm({
                  title: 'Agree to cancel?',
                  message: `The project is canceled: the artist gets ${formatPeso(split.artist)}, the client gets ${formatPeso(split.client)} back.`,
                  confirmLabel: 'Agree to cancel',
                  destructive: true,
                });
                if (sure)
                  await outcome.run(
                    () => agree.mutateAsync(),
                    'The cancellation could not be agreed. Please try again.',
                  );
              }}
            >
              Agree to cancel
            </Button>
          ) : null}
          {view === 'own' ? (
            <Button
              size="sm"
              variant="outline"
              loading={withdraw.isPending}
              onClick={() =>
                void outcome.run(() => withdraw.mutateAsync(), 'The request could not be withdrawn. Please try again.')
              }
            >
              Withdraw
            </Button>
          ) : null}
          {disputable ? (
            <Button size="sm" variant="outline" onClick={() => setDialog('dispute')}>
              Open a dispute
            </Button>
          ) : null}
        </Flex>
        {outcome.alert}
      </Stack>
      <NoteDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title="Ask to cancel"
        label="Why do you want to cancel?"
        submitLabel="Ask to cancel"
        destructive
        field={cancelBodySchema.shape.reason}
        send={(reason) => ask.mutateAsync(reason)}
        onSent={shown}
        fallback="The cancellation could not be requested. Please try again."
      >
        {c.terms ? <Text fontSize="sm">{cancelRuleText(c.terms.cancel_keep_percent)}</Text> : null}
      </NoteDialog>
      <NoteDialog
        open={dialog === 'dispute'}
        onClose={() => setDialog(null)}
        title="Open a dispute"
        label="What went wrong?"
        submitLabel="Open a dispute"
        field={disputeBodySchema.shape.reason}
        send={(reason) => dispute.mutateAsync(reason)}
        onSent={shown}
        fallback="The dispute could not be opened. Please try again."
      >
        <Text fontSize="sm">
          A Crafti admin reviews the agreement, the deliveries and your chat, and decides how the held{' '}
          {formatPeso(c.money.held)} is split.
        </Text>
      </NoteDialog>
      {confirmDialog}
    </Box>
  );
}
