import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { REVIEW_MESSAGES, type TransactionKind } from '@shared/messages/reviews';
import { usePendingReviews } from '@web/api/reviews';
import { FormAlert } from '@web/components/ui/form-alert';
import { ReviewForm } from './review-form';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The review part of a completed order or commission: "Leave a review" while the caller may still
 * review it (until the 30 days end), or their review waiting for the other side's. Nothing
 * otherwise (the server says what is open: GET /api/reviews/pending).
 */
export function LeaveReview({
  kind,
  transactionId,
  startOpen = false,
}: {
  kind: TransactionKind;
  transactionId: string;
  startOpen?: boolean;
}) {
  const pending = usePendingReviews();
  const [open, setOpen] = useState(startOpen);
  // What the server answered the review (kept: the pending list read again no longer holds it).
  const [done, setDone] = useState<string | null>(null);
  const mine = pending.data?.open.find((o) => o.kind === kind && o.transaction_id === transactionId);
  const awaiting = pending.data?.awaiting.find((a) => a.kind === kind && a.transaction_id === transactionId);
  if (done) return <FormAlert status="success">{done}</FormAlert>;
  if (awaiting) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="review-awaiting">
        You reviewed {awaiting.other.name}. {REVIEW_MESSAGES.publishesBy(day(awaiting.publishes_by))}
      </Text>
    );
  }
  if (!mine) return null;
  return (
    <Box w="full" data-testid="leave-review">
      {open ? (
        <ReviewForm kind={kind} transactionId={transactionId} otherName={mine.other.name} onDone={setDone} />
      ) : (
        <Button size="sm" variant="outline" colorPalette="brand" aria-expanded={false} onClick={() => setOpen(true)}>
          {REVIEW_MESSAGES.leave}
        </Button>
      )}
      {!open ? (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {mine.reviewed_you ? `${REVIEW_MESSAGES.notifyWritten(mine.other.name)} ` : ''}
          {REVIEW_MESSAGES.reviewUntil(day(mine.until))}
        </Text>
      ) : null}
    </Box>
  );
}
