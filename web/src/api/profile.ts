import { useQuery } from '@tanstack/react-query';
import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';
import { call } from '@web/lib/api-client';

/**
 * The signed-in person's own profile: its query keys, and the profile other features read
 * (checkout shows the buyer's name and contact); editing it and the preferences are in
 * features/profile/api/profile.ts. Others' profiles are the people feature's.
 */
export type PersonRole = 'Artist' | 'Client';
export type AnyPreferences = ArtistPreferences | ClientPreferences;

export const profileKeys = {
  detail: (role: PersonRole, userId: string | undefined) => ['profile', role, userId] as const,
  preferences: (role: PersonRole, userId: string | undefined) => ['preferences', role, userId] as const,
};

export const getProfile = (role: PersonRole, userId: string) =>
  role === 'Artist'
    ? call('GET /artist-profile/{userId}', { params: { userId } })
    : call('GET /client-profile/{userId}', { params: { userId } });

export function useProfile(role: PersonRole, userId: string | undefined) {
  return useQuery({
    queryKey: profileKeys.detail(role, userId),
    queryFn: () => getProfile(role, userId!),
    enabled: Boolean(userId),
  });
}
