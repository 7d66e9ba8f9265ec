import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

/** The navigation badges. A failed count is logged and shows 0, as the spec says. */
function useCount(kind: 'cart' | 'notifications', userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [kind, 'count', userId],
    enabled: Boolean(userId) && enabled,
    queryFn: async () => {
      try {
        const params = { userId: userId! };
        const { count } = kind === 'cart' ? await call('GET /cart/count/{userId}', { params }) : await call('GET /notifications/count/{userId}', { params });
        return count;
      } catch (err) {
        console.error(`Failed to load the ${kind} count`, err);
        return 0;
      }
    },
    staleTime: 30_000,
  });
}

export const useCartCount = (userId: string | undefined, enabled = true) => useCount('cart', userId, enabled);
export const useUnreadCount = (userId: string | undefined, enabled = true) => useCount('notifications', userId, enabled);
