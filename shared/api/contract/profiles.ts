import { userIdParamsSchema } from '../../schemas/common';
import {
  adminProfileViewSchema,
  artistPreferencesSchema,
  clientPreferencesSchema,
  profileImageBodySchema,
  profileImageResponseSchema,
  profileViewSchema,
  savedArtistProfileSchema,
  savedClientProfileSchema,
  updateAdminProfileBodySchema,
  updateArtistProfileBodySchema,
  updateClientProfileBodySchema,
} from '../../schemas/profiles';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * Profiles and preferences: any signed-in person reads them (private fields only for the owner and
 * admins); writes go to the caller's own only.
 */
export const profilesContract = defineRoutes({
  'GET /artist-profile/{userId}': { auth: 'user', params: userIdParamsSchema, response: profileViewSchema, errors: [ErrorCodes.profileNotFound] },
  'GET /artist-preferences/{userId}': { auth: 'user', params: userIdParamsSchema, response: artistPreferencesSchema.nullable(), errors: [] },
  'PUT /artist-profile': { auth: 'artist', body: updateArtistProfileBodySchema, response: savedArtistProfileSchema, errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged] },
  'POST /upload-profile-image/{userId}': { auth: 'artist', params: userIdParamsSchema, body: profileImageBodySchema, response: profileImageResponseSchema, errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged, ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse] },
  'GET /client-profile/{userId}': { auth: 'user', params: userIdParamsSchema, response: profileViewSchema, errors: [ErrorCodes.profileNotFound] },
  'GET /client-preferences/{userId}': { auth: 'user', params: userIdParamsSchema, response: clientPreferencesSchema.nullable(), errors: [] },
  'PUT /client-profile': { auth: 'client', body: updateClientProfileBodySchema, response: savedClientProfileSchema, errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged] },
  'POST /upload-client-profile-image/{userId}': { auth: 'client', params: userIdParamsSchema, body: profileImageBodySchema, response: profileImageResponseSchema, errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged, ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse] },
  'GET /admin-profile/{userId}': { auth: 'admin', params: userIdParamsSchema, response: adminProfileViewSchema, errors: [ErrorCodes.profileNotFound] },
  'PUT /admin-profile': { auth: 'admin', body: updateAdminProfileBodySchema, response: adminProfileViewSchema, errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged, ErrorCodes.usernameInUse] },
});
