import { Box, Button, chakra, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { KIND_LABELS, REVIEW_MESSAGES, REVIEW_RULES } from '@shared/messages/reviews';
import type { Review } from '@shared/schemas/reviews';
import { usePersonReviews, useReplyToReview } from '@web/api/reviews';
import { ReportButton } from '@web/components/moderation/report-dialog';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';
import { RatingLine } from './rating-line';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', { year: 'numeric', month: 'short', day: 'numeric' });

/** The reviewed person's one public reply. */
function ReplyForm({ userId, review }: { userId: string; review: Review }) {
  const reply = useReplyToReview(userId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!open) {
    return (
      <Button
        size="xs"
        variant="ghost"
        colorPalette="brand"
        onClick={() => setOpen(true)}
        aria-label={`Reply to ${review.reviewer.name}`}
      >
        {REVIEW_MESSAGES.reply}
      </Button>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < 1 || trimmed.length > REVIEW_RULES.maxReply) return setError(REVIEW_MESSAGES.replyLength);
    setError(undefined);
    reply.mutate({ reviewId: review.review_id, text: trimmed });
  };
  return (
    <chakra.form onSubmit={submit} noValidate mt="2">
      <Stack gap="2">
        <TextareaField
          label={`Your reply to ${review.reviewer.name}`}
          value={text}
          onChange={setText}
          error={error}
          rows={3}
          maxLength={REVIEW_RULES.maxReply}
        />
        {reply.isError ? (
          <FormAlert status="error">{userMessage(reply.error, 'Your reply was not sent. Please try again.')}</FormAlert>
        ) : null}
        <Box>
          <Button type="submit" size="sm" colorPalette="brand" loading={reply.isPending}>
            Publish reply
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

function ReviewItem({
  userId,
  review,
  own,
  reporterId,
}: {
  userId: string;
  review: Review;
  own: boolean;
  reporterId?: string;
}) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" data-testid="review">
      <Flex gap="3" align="flex-start">
        <Avatar name={review.reviewer.name} src={review.reviewer.profile_image} size={36} />
        <Box minW="0" flex="1">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{review.reviewer.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {KIND_LABELS[review.kind]} · {day(review.published_at)}
              {review.arrived_days
                ? ` · Arrived in ${review.arrived_days} ${review.arrived_days === 1 ? 'day' : 'days'}`
                : ''}
            </Text>
          </Flex>
          <Text aria-label={`${review.stars} out of 5 stars`} color="orange.700" role="img">
            {'★'.repeat(review.stars)}
            <Text as="span" color="fg.subtle">
              {'★'.repeat(5 - review.stars)}
            </Text>
          </Text>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {review.text}
          </Text>
          {review.reply ? (
            <Box mt="2" ps="3" borderStartWidth="3px" borderColor="brand.500">
              <Text fontSize="sm" fontWeight="semibold">
                {REVIEW_MESSAGES.ownerReply}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                {review.reply.text}
              </Text>
            </Box>
          ) : own ? (
            <ReplyForm userId={userId} review={review} />
          ) : null}
          {reporterId && reporterId !== review.reviewer.user_id ? (
            <Box mt="2">
              <ReportButton
                target={{ kind: 'review', targetId: review.review_id }}
                subject={`${review.reviewer.name}'s review`}
              />
            </Box>
          ) : null}
        </Box>
      </Flex>
    </Box>
  );
}

/**
 * A profile's reviews: the average and count, then the published reviews, newest first ("Show
 * more"); on their own profile the person may reply to each once; `reporterId` (a signed-in
 * person who is not an admin) may report any review but their own.
 */
export function ReviewsSection({
  userId,
  own = false,
  reporterId,
}: {
  userId: string;
  own?: boolean;
  reporterId?: string;
}) {
  const reviews = usePersonReviews(userId);
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box as="section" aria-labelledby="reviews-heading" data-testid="reviews-section">
      <Heading as="h2" size="lg" id="reviews-heading" mb="1">
        {REVIEW_MESSAGES.reviewsTitle}
      </Heading>
      {reviews.isPending ? (
        <Skeleton h="16" role="status" aria-label="Loading the reviews" />
      ) : reviews.isError ? (
        <FormAlert status="error">{userMessage(reviews.error, 'Failed to load the reviews.')}</FormAlert>
      ) : (
        <Stack gap="3">
          <RatingLine rating={first?.rating} fontSize="md" />
          {items.length === 0 ? <Text color="fg.muted">{REVIEW_MESSAGES.noReviews}</Text> : null}
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={REVIEW_MESSAGES.reviewsTitle}>
            {items.map((r) => (
              <ReviewItem key={r.review_id} userId={userId} review={r} own={own} reporterId={reporterId} />
            ))}
          </Stack>
          {reviews.hasNextPage ? (
            <Box>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void reviews.fetchNextPage()}
                loading={reviews.isFetchingNextPage}
              >
                {REVIEW_MESSAGES.showMore}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
