import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBadges } from '@web/lib/badges';
import { useLiveFallback } from '@web/lib/live-state';

/**
 * The navigation badges (app/layouts/nav-counts.tsx). A failed count is logged and shows 0, as the
 * spec says. Each count lives under its own kind's key (`['cart', 'count', userId]` is under
 * `cartKeys.all`, the notifications' under theirs), so that kind's writes refresh its badge too;
 * all three come from one request, GET /badges, which the counts read together share
 * (lib/badges.ts).
 */
export type CountKind = 'cart' | 'notifications' | 'messages';

export const countKeys = {
  of: (kind: CountKind, userId: string | undefined) => [kind, 'count', userId] as const,
};

export const countQuery = (kind: CountKind, userId: string | undefined) =>
  queryOptions({
    queryKey: countKeys.of(kind, userId),
    queryFn: async () => {
      try {
        return (await fetchBadges(userId!))[kind];
      } catch (err) {
        console.error(`Failed to load the ${kind} count`, err);
        return 0;
      }
    },
    staleTime: 30_000,
  });

/** Pushes keep a count current (live-counts.ts); while there is no socket, it is read on an interval and on focus. */
function useCount(kind: CountKind, userId: string | undefined, enabled: boolean) {
  const fallback = useLiveFallback();
  return useQuery({ ...countQuery(kind, userId), ...fallback, enabled: Boolean(userId) && enabled });
}

export const useCartCount = (userId: string | undefined, enabled = true) => useCount('cart', userId, enabled);
export const useUnreadCount = (userId: string | undefined, enabled = true) =>
  useCount('notifications', userId, enabled);
/** Unread chat messages over all conversations (the Messages link). */
export const useUnreadMessagesCount = (userId: string | undefined, enabled = true) =>
  useCount('messages', userId, enabled);
