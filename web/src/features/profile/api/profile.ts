import { useQuery } from '@tanstack/react-query';
import type { ArtistPreferences, ClientPreferences, ProfileFields, ProfileView } from '@shared/schemas/profiles';
import { api } from '@web/lib/api-client';

export type PersonRole = 'Artist' | 'Client';
export type AnyPreferences = ArtistPreferences | ClientPreferences;

const slug = (role: PersonRole) => role.toLowerCase();

export const getProfile = (role: PersonRole, userId: string) => api<ProfileView>(`/${slug(role)}-profile/${encodeURIComponent(userId)}`);
export const getPreferences = (role: PersonRole, userId: string) =>
  api<AnyPreferences | null>(`/${slug(role)}-preferences/${encodeURIComponent(userId)}`);

export const saveProfile = (role: PersonRole, userId: string, profile: ProfileFields, preferences: AnyPreferences) =>
  api<{ profile: ProfileView; preferences: AnyPreferences }>(`/${slug(role)}-profile`, { method: 'PUT', body: { userId, profile, preferences } });

/** Attaches an uploaded `profile-image` key as the profile image. */
export const setProfileImage = (role: PersonRole, userId: string, key: string) =>
  api<{ fileName: string }>(role === 'Artist' ? `/upload-profile-image/${userId}` : `/upload-client-profile-image/${userId}`, {
    method: 'POST',
    body: { key },
  });

export const profileKey = (role: PersonRole, userId: string | undefined) => ['profile', role, userId] as const;
export const preferencesKey = (role: PersonRole, userId: string | undefined) => ['preferences', role, userId] as const;

export function useProfile(role: PersonRole, userId: string | undefined) {
  return useQuery({ queryKey: profileKey(role, userId), queryFn: () => getProfile(role, userId!), enabled: Boolean(userId) });
}

export function usePreferences(role: PersonRole, userId: string | undefined) {
  return useQuery({ queryKey: preferencesKey(role, userId), queryFn: () => getPreferences(role, userId!), enabled: Boolean(userId) });
}
