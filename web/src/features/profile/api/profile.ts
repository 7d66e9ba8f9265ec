import { useQuery } from '@tanstack/react-query';
import { profileKeys, type AnyPreferences, type PersonRole } from '@web/api/profile';
import type { ArtistPreferences, ClientPreferences, ProfileFields } from '@shared/schemas/profiles';
import { call } from '@web/lib/api-client';

/** The profile pages' reads and writes; the keys and the profile itself (`useProfile`) are in @web/api/profile. */

export const getPreferences = (role: PersonRole, userId: string): Promise<AnyPreferences | null> =>
  role === 'Artist'
    ? call('GET /artist-preferences/{userId}', { params: { userId } })
    : call('GET /client-preferences/{userId}', { params: { userId } });

export function usePreferences(role: PersonRole, userId: string | undefined) {
  return useQuery({
    queryKey: profileKeys.preferences(role, userId),
    queryFn: () => getPreferences(role, userId!),
    enabled: Boolean(userId),
  });
}

/** Saves the profile and the preferences; an artist's `hide_from_search_engines` too, when given. */
export const saveProfile = (
  role: PersonRole,
  userId: string,
  profile: ProfileFields,
  preferences: AnyPreferences,
  artist: { hide_from_search_engines?: boolean } = {},
) =>
  role === 'Artist'
    ? call('PUT /artist-profile', {
        body: { userId, profile, preferences: preferences as ArtistPreferences, ...artist },
      })
    : call('PUT /client-profile', { body: { userId, profile, preferences: preferences as ClientPreferences } });

/** Attaches an uploaded `profile-image` key as the profile image. */
export const setProfileImage = (role: PersonRole, userId: string, key: string) =>
  role === 'Artist'
    ? call('POST /upload-profile-image/{userId}', { params: { userId }, body: { key } })
    : call('POST /upload-client-profile-image/{userId}', { params: { userId }, body: { key } });

/** Files a verification request with the keys of the two uploaded documents. */
export const requestVerification = (userId: string, document: string, validId: string) =>
  call('POST /api/artist-verification/{id}', { params: { id: userId }, body: { document, valid_id: validId } });
