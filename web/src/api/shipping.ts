import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnShippingProfile, PublicShippingProfile, ShippingProfileInput } from '@shared/schemas/shipping';
import { call } from '@web/lib/api-client';

/**
 * Shipping profiles (issue 47 §2): the artist's own (Shipping settings, Upload Art's notice) and
 * the public profiles of the artists an art page or a cart shows, quoted with shared/shipping.ts.
 * Shared by the shipping, arts and cart features.
 */
export const shippingKeys = {
  all: ['shipping'] as const,
  own: (userId: string | undefined) => [...shippingKeys.all, 'own', userId] as const,
  /** The public profiles of a set of artists, by their sorted ids. */
  profiles: (artistIds: readonly string[]) => [...shippingKeys.all, 'profiles', ...[...artistIds].sort()] as const,
};

/** Profiles change rarely: a page reads them again after this long. */
const PROFILE_FRESH_MS = 5 * 60_000;

/** The signed-in artist's own profile; null before they set one up. */
export function useOwnShippingProfile(userId: string | undefined) {
  return useQuery({
    queryKey: shippingKeys.own(userId),
    queryFn: () => call('GET /api/shipping-profile'),
    enabled: Boolean(userId),
  });
}

/** Saves the artist's whole profile; the answer replaces the cached one, and every public read of profiles is read again. */
export function useSaveShippingProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingProfileInput) => call('PUT /api/shipping-profile', { body }),
    onSuccess: (saved: OwnShippingProfile) => {
      queryClient.setQueryData(shippingKeys.own(userId), saved);
      void queryClient.invalidateQueries({ queryKey: [...shippingKeys.all, 'profiles'] });
    },
  });
}

/**
 * The profiles of these artists (at most 30, a cart's most), keyed by artist id: an artist without
 * one is missing from the map. One request for them all.
 */
export function useShippingProfiles(artistIds: readonly string[]) {
  const ids = [...new Set(artistIds)].sort();
  return useQuery({
    queryKey: shippingKeys.profiles(ids),
    queryFn: async () => {
      const { profiles } = await call('GET /api/shipping-profiles', { query: { artist_ids: ids.join(',') } });
      return new Map<string, PublicShippingProfile>(profiles.map((p) => [p.artist_id, p]));
    },
    enabled: ids.length > 0,
    staleTime: PROFILE_FRESH_MS,
  });
}
