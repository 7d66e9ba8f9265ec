import type { peopleContract } from '@shared/api/contract/people';
import type { ArtistPreferences } from '@shared/schemas/profiles';
import * as People from '../../core/people/people';
import * as Preferences from '../../core/profiles/preferences';
import type { GroupRoutes } from '../../lib/http';

export const peopleRoutes: GroupRoutes<typeof peopleContract> = {
  'GET /artists': async ({ query, actor }) => People.directory(actor, 'Artist', query),
  'GET /clients': async ({ query, actor }) => People.directory(actor, 'Client', query),
  'GET /match-artists/{userId}': async ({ params }) => ({ matches: await People.findMatches(params.userId, 'Artist') }),
  'GET /match-clients/{userId}': async ({ params }) => ({
    matches1: await People.findMatches(params.userId, 'Client'),
  }),
  'GET /view-artist-preferences/{userId}': async ({ params }) =>
    Preferences.get<ArtistPreferences>(params.userId, 'Artist'),
  'GET /user/{userId}': async ({ params, actor }) => People.userDetails(actor, params.userId),
  'POST /log-profile-visit/{targetUserId}': async ({ params, actor }) => ({
    counted: await People.logVisit(actor, params.targetUserId),
  }),
  'GET /profile-visits/{userId}': async ({ params, query }) => People.visitLog(params.userId, query.cursor),
};
