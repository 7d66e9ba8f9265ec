import { useEffect } from 'react';
import { countQuery, useCartCount, useUnreadCount, useUnreadMessagesCount, type CountKind } from '@web/api/counts';
import { queryClient } from '@web/lib/session-services';
import { hasCart, type SessionUser } from '@web/lib/stored-session';

export interface BadgeCounts {
  cart: number | undefined;
  unread: number | undefined;
  /** Unread chat messages (the Messages link). */
  messages: number | undefined;
}

/** The counts into the query cache before the bar's first render (boot.tsx), so it renders with them. */
export function warmCounts({ userId, role }: SessionUser): Promise<unknown> {
  const kinds: CountKind[] = [...(hasCart(role) ? (['cart'] as const) : []), 'notifications', 'messages'];
  return Promise.all(kinds.map((kind) => queryClient.prefetchQuery(countQuery(kind, userId))));
}

/**
 * The badge counts of a signed-in visitor, fetched side by side and handed up to the bar. Its own
 * module, loaded with the query cache, so the bar of a signed-out visitor carries neither.
 */
export function NavCounts({
  userId,
  withCart,
  onCounts,
}: {
  userId: string;
  withCart: boolean;
  onCounts: (counts: BadgeCounts) => void;
}) {
  const cart = useCartCount(userId, withCart);
  const unread = useUnreadCount(userId);
  const messages = useUnreadMessagesCount(userId);
  useEffect(
    () => onCounts({ cart: cart.data, unread: unread.data, messages: messages.data }),
    [cart.data, unread.data, messages.data, onCounts],
  );
  return null;
}
