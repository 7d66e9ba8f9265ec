import { Text, type TextProps } from '@chakra-ui/react';
import { ratingText } from '@shared/messages/reviews';
import type { Rating } from '@shared/schemas/reviews';

/** "★ 4.8 from 12 reviews" (or "No reviews yet"): a person's average and count, on cards and profiles. */
export function RatingLine({ rating, ...props }: { rating: Rating | undefined } & TextProps) {
  if (!rating) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="rating" {...props}>
      {rating.count > 0 ? (
        <Text as="span" aria-hidden="true" color="orange.700" me="1">
          ★
        </Text>
      ) : null}
      {ratingText(rating)}
    </Text>
  );
}
