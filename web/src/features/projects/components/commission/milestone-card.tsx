import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDueDate } from '@shared/messages/projects';
import {
  COMMISSION_MESSAGES,
  deliverBodySchema,
  MILESTONE_MONEY_TEXT,
  revisionBodySchema,
  type Commission,
  type CommissionMilestone,
  type MilestoneMoney,
} from '@shared/schemas/commissions';
import { formatPeso } from '@shared/money';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { useNow } from '@web/lib/relative-time';
import { useApprove, useAskRevision, useDeliver } from '../../api/commission';
import { ImagePicker, pickedState, type PickedImage } from './image-picker';
import { NoteDialog } from './note-dialog';
import { Notice } from './overview';
import { firstIssue, useOutcome } from './outcome';
import { countdownText, milestoneActions, revisionsLeft } from './rules';
import { FundButton } from './fund-button';

const MONEY_PALETTE: Record<MilestoneMoney, string> = {
  unfunded: 'gray',
  funded: 'blue',
  delivered: 'orange',
  released: 'green',
  refunded: 'purple',
  settled: 'teal',
};
const MAX_DELIVERY_IMAGES = 6;
type Run = ReturnType<typeof useOutcome>['run'];

function Countdown({ at }: { at: string }) {
  const now = useNow(60_000);
  return (
    <Text fontSize="sm" fontWeight="medium" data-testid="auto-approve-countdown">
      {countdownText(at, now)}
    </Text>
  );
}

function DeliverAction({
  projectId,
  milestone,
  onSent,
}: {
  projectId: string;
  milestone: CommissionMilestone;
  onSent: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [images, setImages] = useState<PickedImage[]>([]);
  const deliver = useDeliver(projectId);
  const picked = pickedState(images);
  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
        Deliver
      </Button>
      <NoteDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Deliver ${milestone.name}`}
        label="Note for the client"
        submitLabel="Send delivery"
        field={deliverBodySchema.shape.note}
        blocked={
          picked.busy
            ? 'Wait for the images to finish uploading.'
            : picked.failed
              ? 'Remove the images that could not be uploaded.'
              : firstIssue(deliverBodySchema.shape.files.safeParse(picked.keys))
        }
        send={(note) => deliver.mutateAsync({ position: milestone.position, note, files: picked.keys })}
        onSent={(message) => {
          setImages([]);
          onSent(message);
        }}
        fallback="The delivery could not be sent. Please try again."
      >
        <ImagePicker label="Add images of the work" max={MAX_DELIVERY_IMAGES} images={images} onChange={setImages} />
      </NoteDialog>
    </>
  );
}

/** Approve or ask for a revision; their answers show through the card's `run` (the buttons go once the delivery is decided). */
function ReviewActions({
  projectId,
  milestone,
  run,
  onSent,
}: {
  projectId: string;
  milestone: CommissionMilestone;
  run: Run;
  onSent: (message: string) => void;
}) {
  const [confirm, confirmDialog] = useConfirm();
  const [revising, setRevising] = useState(false);
  const approve = useApprove(projectId);
  const revision = useAskRevision(projectId);
  const canRevise = revisionsLeft(milestone);
  const release = formatPeso(milestone.amount_centavos);
  return (
    <Stack gap="2" w="full">
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          loading={approve.isPending}
          onClick={async () => {
            const sure = await confirm({
              title: 'Approve and release?',
              message: `${milestone.name} is approved and ${release} goes to the artist (less Crafti’s 5%). This cannot be undone.`,
              confirmLabel: `Approve and release ${release}`,
            });
            if (sure)
              await run(
                () => approve.mutateAsync(milestone.position),
                'The delivery could not be approved. Please try again.',
              );
          }}
        >
          Approve and release {release}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!canRevise}
          onClick={() => setRevising(true)}
          aria-describedby={canRevise ? undefined : `revisions-used-${milestone.position}`}
        >
          Ask for a revision
        </Button>
      </Flex>
      {canRevise ? null : (
        <Text id={`revisions-used-${milestone.position}`} fontSize="sm" color="fg.muted">
          {COMMISSION_MESSAGES.revisionsUsed}
        </Text>
      )}
      <NoteDialog
        open={revising}
        onClose={() => setRevising(false)}
        title={`Ask for a revision of ${milestone.name}`}
        label="What should change"
        submitLabel="Ask for a revision"
        field={revisionBodySchema.shape.note}
        send={(note) => revision.mutateAsync({ position: milestone.position, note })}
        onSent={onSent}
        fallback="The revision could not be requested. Please try again."
      />
      {confirmDialog}
    </Stack>
  );
}

/** One milestone: its money, revisions, payout, and what the viewer can do with it now. */
export function MilestoneCard({
  commission,
  milestone,
  fundedReturn,
}: {
  commission: Commission;
  milestone: CommissionMilestone;
  fundedReturn: boolean;
}) {
  const actions = milestoneActions(commission, milestone);
  const outcome = useOutcome();
  const done = (message: string) => outcome.run(() => Promise.resolve({ message }), '');
  const withMoney = commission.terms !== null;
  return (
    <Box as="li" borderWidth="1px" borderRadius="xl" p="4" bg="bg" aria-labelledby={`milestone-${milestone.position}`}>
      <Stack gap="2">
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Heading as="h3" size="md" id={`milestone-${milestone.position}`} overflowWrap="anywhere">
            {milestone.position}. {milestone.name}
          </Heading>
          {withMoney ? (
            <Badge colorPalette={MONEY_PALETTE[milestone.money]} variant="subtle" whiteSpace="normal">
              {MILESTONE_MONEY_TEXT[milestone.money]}
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Due {formatDueDate(milestone.due_date)}
          {withMoney ? ` · ${formatPeso(milestone.amount_centavos)}` : ''} · Revisions {milestone.revisions_used} of{' '}
          {milestone.revisions_included} used
        </Text>
        {/* Where each part of a decided milestone is, in one sentence that says the same as its badge. */}
        {withMoney && (milestone.released_centavos > 0 || milestone.refunded_centavos > 0) ? (
          <Text fontSize="sm" data-testid="milestone-parts">
            {[
              milestone.released_centavos > 0
                ? `${formatPeso(milestone.artist_net_centavos)} to the artist (after Crafti’s 5%), ${milestone.payout === 'paid_out' ? 'in their PayMongo wallet' : 'on its way to their wallet'}`
                : null,
              milestone.refunded_centavos > 0 ? `${formatPeso(milestone.refunded_centavos)} back to the client` : null,
            ]
              .filter(Boolean)
              .join('; ')}
            .
          </Text>
        ) : null}
        {milestone.funding_pending && milestone.money === 'unfunded' ? (
          // Back from PayMongo's page (?funded=1): paid, the webhook not landed yet.
          fundedReturn ? (
            <Notice>Payment received. The milestone shows as funded as soon as PayMongo confirms it.</Notice>
          ) : (
            <Text fontSize="sm">A payment for this milestone was started and is not confirmed yet.</Text>
          )
        ) : null}
        {actions.includes('notFundedNote') ? (
          <Text fontSize="sm" fontWeight="medium" color="orange.800">
            Not funded yet — don’t start
          </Text>
        ) : null}
        {actions.includes('countdown') && milestone.auto_approve_at ? (
          <Countdown at={milestone.auto_approve_at} />
        ) : null}
        {actions.includes('fund') ? <FundButton projectId={commission.project_id} label="Fund milestone" /> : null}
        {actions.includes('deliver') ? (
          <DeliverAction projectId={commission.project_id} milestone={milestone} onSent={(m) => void done(m)} />
        ) : null}
        {actions.includes('approve') ? (
          <ReviewActions
            projectId={commission.project_id}
            milestone={milestone}
            run={outcome.run}
            onSent={(m) => void done(m)}
          />
        ) : null}
        {outcome.alert}
      </Stack>
    </Box>
  );
}
