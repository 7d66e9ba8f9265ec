import type { peopleContract } from '@shared/api/contract/people';
import type { ArtistPreferences } from '@shared/schemas/profiles';
import * as People from '../../core/people/people';
import * as Preferences from '../../core/profiles/preferences';
import { assertSelf, assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

export const peopleRoutes: GroupRoutes<typeof peopleContract> = {
  'GET /artists': async ({ query, caller }) => People.directory('Artist', caller.userId, query),
  'GET /clients': async ({ query, caller }) => People.directory('Client', caller.userId, query),
  'GET /match-artists/{userId}': async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    return { matches: await People.findMatches(params.userId, 'Artist') };
  },
  'GET /match-clients/{userId}': async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    return { matches1: await People.findMatches(params.userId, 'Client') };
  },
  'GET /view-artist-preferences/{userId}': async ({ params }) => Preferences.get<ArtistPreferences>(params.userId, 'Artist'),
  'GET /user/{userId}': async ({ params, caller }) => People.userDetails(params.userId, caller),
  'POST /log-profile-visit/{targetUserId}': async ({ params, body, caller }) => {
    assertSelf(caller, body.visitorId);
    return { counted: await People.logVisit(params.targetUserId, caller.userId) };
  },
  'GET /profile-visits/{userId}': async ({ params, query, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return People.visitLog(params.userId, query.cursor);
  },
};
