import { userIdParamsSchema } from '@shared/schemas/common';
import {
  profileImageBodySchema,
  updateAdminProfileBodySchema,
  updateArtistProfileBodySchema,
  updateClientProfileBodySchema,
  type ArtistPreferences,
  type ClientPreferences,
} from '@shared/schemas/profiles';
import { forbidden } from '../../core/errors';
import { Preferences } from '../../core/profiles/preferences';
import { ProfileEditor } from '../../core/profiles/profile-editor';
import type { Caller } from '../../lib/caller';
import { assertSelfOrAdmin, signedInRoute, type GroupRoutes } from '../../lib/http';

/** Writes go to the caller's own profile only, whatever the role. */
function assertSelf(caller: Caller, userId: string) {
  if (caller.userId !== userId) throw forbidden();
}

/** The four routes each of the artist and client profiles has. */
function profileRoutes(role: 'Artist' | 'Client') {
  const bodySchema = role === 'Artist' ? updateArtistProfileBodySchema : updateClientProfileBodySchema;
  return {
    view: signedInRoute({ params: userIdParamsSchema }, async ({ params, caller }) => {
      assertSelfOrAdmin(caller, params.userId);
      return ProfileEditor.view(params.userId, role);
    }),
    preferences: signedInRoute({ params: userIdParamsSchema }, async ({ params, caller }) => {
      assertSelfOrAdmin(caller, params.userId);
      return Preferences.get<ArtistPreferences | ClientPreferences>(params.userId, role);
    }),
    save: signedInRoute({ body: bodySchema }, async ({ body, caller }) => {
      assertSelf(caller, body.userId);
      await ProfileEditor.save(body.userId, role, body.profile, body.preferences);
      return {
        profile: await ProfileEditor.view(body.userId, role),
        preferences: await Preferences.get(body.userId, role),
      };
    }),
    image: signedInRoute({ params: userIdParamsSchema, body: profileImageBodySchema }, async ({ params, body, caller }) => {
      assertSelf(caller, params.userId);
      return { fileName: await ProfileEditor.setImage(params.userId, role, body.key) };
    }),
  };
}

const artist = profileRoutes('Artist');
const client = profileRoutes('Client');

export const profileRoutesByKey = {
  'GET /artist-profile/{userId}': artist.view,
  'GET /artist-preferences/{userId}': artist.preferences,
  'PUT /artist-profile': artist.save,
  'POST /upload-profile-image/{userId}': artist.image,
  'GET /client-profile/{userId}': client.view,
  'GET /client-preferences/{userId}': client.preferences,
  'PUT /client-profile': client.save,
  'POST /upload-client-profile-image/{userId}': client.image,

  'GET /admin-profile/{userId}': signedInRoute({ params: userIdParamsSchema }, async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    return ProfileEditor.adminView(params.userId);
  }),
  'PUT /admin-profile': signedInRoute({ body: updateAdminProfileBodySchema }, async ({ body, caller }) => {
    assertSelf(caller, body.userId);
    await ProfileEditor.updateAdmin(body.userId, body.profile);
    return ProfileEditor.adminView(body.userId);
  }),
} satisfies GroupRoutes<'profiles'>;
