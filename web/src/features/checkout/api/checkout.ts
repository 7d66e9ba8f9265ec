import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

/** POST /create-checkout-session with the chosen cart lines and where they go; the server prices them (and their shipping) and reserves the stock. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: { artIds: string[]; address_id?: string; pickup_artist_ids?: string[] }) =>
      call('POST /create-checkout-session', { body }),
  });
}

export const checkoutKeys = {
  all: ['checkout'] as const,
  detail: (checkoutId: string | null) => [...checkoutKeys.all, checkoutId] as const,
};

/** Where a checkout stands; read every `pollMs` while it is still pending (the webhook may be on its way). */
export function useCheckout(checkoutId: string | null, pollMs: number | false) {
  return useQuery({
    queryKey: checkoutKeys.detail(checkoutId),
    queryFn: () => call('GET /checkout/{checkoutId}', { params: { checkoutId: checkoutId! } }),
    enabled: Boolean(checkoutId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
  });
}
