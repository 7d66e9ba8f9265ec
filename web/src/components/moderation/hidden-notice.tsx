import { chakra, Text } from '@chakra-ui/react';
import { MODERATION_MESSAGES, MODERATION_PATHS } from '@shared/messages/moderation';
import { FormAlert } from '@web/components/ui/form-alert';
import { Link } from '@web/lib/link';

/**
 * What the author of hidden content (an art, a post, a comment, a message, their profile) reads
 * on it: why it is hidden (the server's `moderation_note`) and, theirs, where to appeal. Others never get
 * it: the server leaves it out of their listings or answers them a placeholder.
 */
export function HiddenNotice({
  note,
  own = true,
  compact = false,
}: {
  note: string | null | undefined;
  own?: boolean;
  compact?: boolean;
}) {
  const text = note || MODERATION_MESSAGES.hiddenPendingReviewNote;
  // The author's way to the appeal; an admin reading someone else's gets only the reason.
  const appeal = own ? (
    <chakra.a asChild fontWeight="semibold" textDecoration="underline" color="inherit">
      <Link to={MODERATION_PATHS.mine}>{MODERATION_MESSAGES.appeal}</Link>
    </chakra.a>
  ) : null;
  if (compact) {
    return (
      <Text fontSize="xs" color="red.700" data-testid="hidden-notice">
        {text} {appeal}
      </Text>
    );
  }
  return (
    <FormAlert status="info" title="Hidden from others">
      <chakra.span data-testid="hidden-notice">
        {text} {appeal}
      </chakra.span>
    </FormAlert>
  );
}
