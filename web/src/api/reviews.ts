import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransactionKind } from '@shared/messages/reviews';
import { call } from '@web/lib/api-client';

/**
 * Reviews (issue 32 §1): the caller's pending reviews (what they may still review, what they wrote
 * that waits for the other side), writing one, a person's published reviews and replying to one.
 * Used by the order rows, the project page, the profiles and the dashboard.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  pending: () => [...reviewKeys.all, 'pending'] as const,
  of: (userId: string | undefined) => [...reviewKeys.all, 'of', userId] as const,
};

export function usePendingReviews(enabled = true) {
  return useQuery({ queryKey: reviewKeys.pending(), queryFn: () => call('GET /api/reviews/pending'), enabled });
}

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: TransactionKind; transactionId: string; stars: number; text: string }) =>
      call('POST /api/reviews', {
        body: { kind: input.kind, transaction_id: input.transactionId, stars: input.stars, text: input.text },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** A person's published reviews, newest first, 10 a page; `fetchNextPage` shows more. */
export function usePersonReviews(userId: string | undefined) {
  return useInfiniteQuery({
    queryKey: reviewKeys.of(userId),
    queryFn: ({ pageParam }) =>
      call('GET /people/{userId}/reviews', { params: { userId: userId! }, query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: Boolean(userId),
  });
}

export function useReplyToReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      call('POST /api/reviews/{reviewId}/reply', { params: { reviewId }, body: { text } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.of(userId) }),
  });
}
