import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingBody, PayoutAccount } from '@shared/schemas/payouts';
import { call } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';

/**
 * Getting paid: the artist's payout account (PayMongo onboarding and its status) and their
 * earnings. Every query lives under `payoutKeys.all`, so the live 'payout' push (the status or
 * the earnings changed) refreshes them all.
 */
export const payoutKeys = {
  all: ['payouts'] as const,
  account: (userId: string | undefined) => [...payoutKeys.all, 'account', userId] as const,
  /** Every page of every artist's earnings. */
  earnings: () => [...payoutKeys.all, 'earnings'] as const,
  earningsPage: (artistId: string | undefined, cursor: string | null) =>
    [...payoutKeys.earnings(), artistId, cursor] as const,
};

/** The artist's payout account: status, PayMongo's reason, the destination's last 4 digits, what is held. */
export function usePayoutAccount(userId: string | undefined) {
  return useQuery({
    queryKey: payoutKeys.account(userId),
    queryFn: () => call('GET /payouts/{userId}', { params: { userId: userId! } }),
    enabled: Boolean(userId),
  });
}

/** Sends the artist's details to PayMongo's Onboarding API; the answer (in review) replaces the account shown. */
export function useSubmitOnboarding(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingBody) => call('POST /payouts/{userId}/onboarding', { params: { userId }, body }),
    onSuccess: (account: PayoutAccount) => {
      queryClient.setQueryData(payoutKeys.account(userId), account);
    },
  });
}

/** The artist's earnings, 10 a page, with the totals; refreshed by the live 'payout' push. */
export function useEarnings(artistId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: payoutKeys.earningsPage(artistId, cursor),
    queryFn: () =>
      call('GET /earnings/{artistId}', { params: { artistId: artistId! }, query: { cursor: cursor ?? undefined } }),
    enabled: Boolean(artistId),
    placeholderData: (previous) => previous,
  });
}

/**
 * Downloads every sale as CSV: the route answers the file's name and text, which the browser
 * saves through a temporary `<a download>`.
 */
export async function exportEarnings(artistId: string): Promise<void> {
  const { filename, csv } = await call('GET /earnings/{artistId}/export', { params: { artistId } });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The Export CSV button's action. */
export function useExportEarnings() {
  return useMutation({ mutationFn: (artistId: string) => exportEarnings(artistId) });
}

/**
 * While mounted, a live 'payout' push (the status or the earnings changed) reads the payout
 * account and the earnings again; `alsoOnOrder` also on an 'order' push (a sale paid or
 * canceled changes the earnings).
 */
export function usePayoutsLive({ alsoOnOrder = false }: { alsoOnOrder?: boolean } = {}) {
  const queryClient = useQueryClient();
  useLiveMessage('payout', () => void queryClient.invalidateQueries({ queryKey: payoutKeys.all }));
  useLiveMessage('order', () => {
    if (alsoOnOrder) void queryClient.invalidateQueries({ queryKey: payoutKeys.earnings() });
  });
}
