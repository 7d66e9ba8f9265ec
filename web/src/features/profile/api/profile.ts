import { useQuery } from '@tanstack/react-query';
import type { ArtistPreferences, ClientPreferences, ProfileFields } from '@shared/schemas/profiles';
import { call } from '@web/lib/api-client';

export type PersonRole = 'Artist' | 'Client';
export type AnyPreferences = ArtistPreferences | ClientPreferences;

export const getProfile = (role: PersonRole, userId: string) =>
  role === 'Artist' ? call('GET /artist-profile/{userId}', { params: { userId } }) : call('GET /client-profile/{userId}', { params: { userId } });

export const getPreferences = (role: PersonRole, userId: string): Promise<AnyPreferences | null> =>
  role === 'Artist' ? call('GET /artist-preferences/{userId}', { params: { userId } }) : call('GET /client-preferences/{userId}', { params: { userId } });

export const saveProfile = (role: PersonRole, userId: string, profile: ProfileFields, preferences: AnyPreferences) =>
  role === 'Artist'
    ? call('PUT /artist-profile', { body: { userId, profile, preferences: preferences as ArtistPreferences } })
    : call('PUT /client-profile', { body: { userId, profile, preferences: preferences as ClientPreferences } });

/** Attaches an uploaded `profile-image` key as the profile image. */
export const setProfileImage = (role: PersonRole, userId: string, key: string) =>
  role === 'Artist'
    ? call('POST /upload-profile-image/{userId}', { params: { userId }, body: { key } })
    : call('POST /upload-client-profile-image/{userId}', { params: { userId }, body: { key } });

export const profileKey = (role: PersonRole, userId: string | undefined) => ['profile', role, userId] as const;
export const preferencesKey = (role: PersonRole, userId: string | undefined) => ['preferences', role, userId] as const;

export function useProfile(role: PersonRole, userId: string | undefined) {
  return useQuery({ queryKey: profileKey(role, userId), queryFn: () => getProfile(role, userId!), enabled: Boolean(userId) });
}

export function usePreferences(role: PersonRole, userId: string | undefined) {
  return useQuery({ queryKey: preferencesKey(role, userId), queryFn: () => getPreferences(role, userId!), enabled: Boolean(userId) });
}
