import type { profilesContract } from '@shared/api/contract/profiles';
import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';
import * as Preferences from '../../core/profiles/preferences';
import * as ProfileEditor from '../../core/profiles/profile-editor';
import type { GroupRoutes } from '../../lib/http';

type C = typeof profilesContract;

export const profileRoutes: GroupRoutes<C> = {
  /** Any signed-in person may read a profile; its private fields only its owner and admins (ProfileEditor.view). */
  'GET /artist-profile/{userId}': async ({ params, actor }) => ProfileEditor.view(actor, params.userId, 'Artist'),
  'GET /artist-preferences/{userId}': async ({ params }) => Preferences.get<ArtistPreferences>(params.userId, 'Artist'),
  'PUT /artist-profile': async ({ body, actor }) => {
    await ProfileEditor.save(body.userId, 'Artist', body.profile, body.preferences, {
      noindex: body.hide_from_search_engines,
    });
    return {
      profile: await ProfileEditor.view(actor, body.userId, 'Artist'),
      preferences: await Preferences.get<ArtistPreferences>(body.userId, 'Artist'),
    };
  },
  'POST /upload-profile-image/{userId}': async ({ params, body }) => ({
    fileName: await ProfileEditor.setImage(params.userId, 'Artist', body.key),
  }),

  'GET /client-profile/{userId}': async ({ params, actor }) => ProfileEditor.view(actor, params.userId, 'Client'),
  'GET /client-preferences/{userId}': async ({ params }) => Preferences.get<ClientPreferences>(params.userId, 'Client'),
  'PUT /client-profile': async ({ body, actor }) => {
    await ProfileEditor.save(body.userId, 'Client', body.profile, body.preferences);
    return {
      profile: await ProfileEditor.view(actor, body.userId, 'Client'),
      preferences: await Preferences.get<ClientPreferences>(body.userId, 'Client'),
    };
  },
  'POST /upload-client-profile-image/{userId}': async ({ params, body }) => ({
    fileName: await ProfileEditor.setImage(params.userId, 'Client', body.key),
  }),

  'GET /admin-profile/{userId}': async ({ params }) => ProfileEditor.adminView(params.userId),
  'PUT /admin-profile': async ({ body }) => {
    await ProfileEditor.updateAdmin(body.userId, body.profile);
    return ProfileEditor.adminView(body.userId);
  },
};
