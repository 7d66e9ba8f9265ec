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
  'GET /artist-profile/{userId}': {
    auth: 'user',
    owner: 'none',
    params: userIdParamsSchema,
    response: profileViewSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.contentHidden],
  },
  'GET /artist-preferences/{userId}': {
    auth: 'user',
    owner: 'none',
    params: userIdParamsSchema,
    response: artistPreferencesSchema.nullable(),
    errors: [],
  },
  'PUT /artist-profile': {
    auth: 'artist',
    owner: { self: 'body.userId' },
    body: updateArtistProfileBodySchema,
    response: savedArtistProfileSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged, ErrorCodes.contentHidden],
  },
  'POST /upload-profile-image/{userId}': {
    auth: 'artist',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    body: profileImageBodySchema,
    response: profileImageResponseSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged, ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse],
  },
  'GET /client-profile/{userId}': {
    auth: 'user',
    owner: 'none',
    params: userIdParamsSchema,
    response: profileViewSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.contentHidden],
  },
  'GET /client-preferences/{userId}': {
    auth: 'user',
    owner: 'none',
    params: userIdParamsSchema,
    response: clientPreferencesSchema.nullable(),
    errors: [],
  },
  'PUT /client-profile': {
    auth: 'client',
    owner: { self: 'body.userId' },
    body: updateClientProfileBodySchema,
    response: savedClientProfileSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged, ErrorCodes.contentHidden],
  },
  'POST /upload-client-profile-image/{userId}': {
    auth: 'client',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    body: profileImageBodySchema,
    response: profileImageResponseSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged, ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse],
  },
  'GET /admin-profile/{userId}': {
    auth: 'admin',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: adminProfileViewSchema,
    errors: [ErrorCodes.profileNotFound],
  },
  'PUT /admin-profile': {
    auth: 'admin',
    owner: { self: 'body.userId' },
    body: updateAdminProfileBodySchema,
    response: adminProfileViewSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.profileChanged, ErrorCodes.usernameInUse],
  },
});
