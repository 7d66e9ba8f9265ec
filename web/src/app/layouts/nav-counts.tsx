import { useEffect } from 'react';
import { useCartCount, useUnreadCount, useUnreadMessagesCount } from '@web/features/badges/api/counts';

export interface BadgeCounts {
  cart: number | undefined;
  unread: number | undefined;
  /** Unread chat messages (the Messages link). */
  messages: number | undefined;
}

/**
 * The badge counts of a signed-in visitor, fetched side by side and handed up to the bar. Its own
 * module, loaded with the query cache, so the bar of a signed-out visitor carries neither.
 */
export function NavCounts({ userId, withCart, onCounts }: { userId: string; withCart: boolean; onCounts: (counts: BadgeCounts) => void }) {
  const cart = useCartCount(userId, withCart);
  const unread = useUnreadCount(userId);
  const messages = useUnreadMessagesCount(userId);
  useEffect(() => onCounts({ cart: cart.data, unread: unread.data, messages: messages.data }), [cart.data, unread.data, messages.data, onCounts]);
  return null;
}
