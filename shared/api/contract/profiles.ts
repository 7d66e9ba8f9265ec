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
import { defineRoutes } from './define';

/**
 * Profiles and preferences: any signed-in person reads them (private fields only for the owner and
 * admins); writes go to the caller's own only.
 */
export const profilesContract = defineRoutes({
  'GET /artist-profile/{userId}': { auth: 'user', owner: 'none', params: userIdParamsSchema, response: profileViewSchema },
  'GET /artist-preferences/{userId}': { auth: 'user', owner: 'none', params: userIdParamsSchema, response: artistPreferencesSchema.nullable() },
  'PUT /artist-profile': { auth: 'artist', owner: { self: 'body.userId' }, body: updateArtistProfileBodySchema, response: savedArtistProfileSchema },
  'POST /upload-profile-image/{userId}': { auth: 'artist', owner: { self: 'params.userId' }, params: userIdParamsSchema, body: profileImageBodySchema, response: profileImageResponseSchema },
  'GET /client-profile/{userId}': { auth: 'user', owner: 'none', params: userIdParamsSchema, response: profileViewSchema },
  'GET /client-preferences/{userId}': { auth: 'user', owner: 'none', params: userIdParamsSchema, response: clientPreferencesSchema.nullable() },
  'PUT /client-profile': { auth: 'client', owner: { self: 'body.userId' }, body: updateClientProfileBodySchema, response: savedClientProfileSchema },
  'POST /upload-client-profile-image/{userId}': { auth: 'client', owner: { self: 'params.userId' }, params: userIdParamsSchema, body: profileImageBodySchema, response: profileImageResponseSchema },
  'GET /admin-profile/{userId}': { auth: 'admin', owner: { self: 'params.userId' }, params: userIdParamsSchema, response: adminProfileViewSchema },
  'PUT /admin-profile': { auth: 'admin', owner: { self: 'body.userId' }, body: updateAdminProfileBodySchema, response: adminProfileViewSchema },
});
