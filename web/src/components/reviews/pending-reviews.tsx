import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { KIND_LABELS, REVIEW_MESSAGES } from '@shared/messages/reviews';
import { usePendingReviews } from '@web/api/reviews';
import { FormAlert } from '@web/components/ui/form-alert';
import { ReviewForm } from './review-form';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', { year: 'numeric', month: 'short', day: 'numeric' });

/** The dashboard's prompt: the completed orders and commissions the person may still review (with who and until when). Nothing when there are none. */
export function PendingReviews() {
  const pending = usePendingReviews();
  const open = pending.data?.open ?? [];
  // The answers to the reviews written here (kept: the pending list read again no longer holds them).
  const [done, setDone] = useState<string[]>([]);
  if (open.length === 0 && done.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="pending-reviews-heading"
      borderWidth="1px"
      borderRadius="xl"
      p="4"
      data-testid="pending-reviews"
    >
      <Heading as="h2" size="md" id="pending-reviews-heading" mb="3">
        {REVIEW_MESSAGES.pendingTitle}
      </Heading>
      {done.map((message, i) => (
        <Box key={i} mb="3">
          <FormAlert status="success">{message}</FormAlert>
        </Box>
      ))}
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="4">
        {open.map((o) => (
          <Box as="li" key={`${o.kind}-${o.transaction_id}`}>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {KIND_LABELS[o.kind]} “{o.title}” with {o.other.name} · {REVIEW_MESSAGES.reviewUntil(day(o.until))}
              {o.reviewed_you ? ` · ${REVIEW_MESSAGES.notifyWritten(o.other.name)}` : ''}
            </Text>
            <ReviewForm
              kind={o.kind}
              transactionId={o.transaction_id}
              otherName={o.other.name}
              about={`${o.title}, until ${day(o.until)}`}
              onDone={(message) => setDone((all) => [...all, message])}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
