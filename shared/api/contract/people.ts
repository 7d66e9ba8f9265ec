import { userIdParamsSchema } from '../../schemas/common';
import {
  directoryPageSchema,
  directoryQuerySchema,
  logVisitBodySchema,
  logVisitResponseSchema,
  matchArtistsResponseSchema,
  matchClientsResponseSchema,
  targetUserParamsSchema,
  userDetailsSchema,
  visitCountSchema,
  visitLogQuerySchema,
} from '../../schemas/people';
import { artistPreferencesSchema } from '../../schemas/profiles';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * People (part 2 "Directories and matching"): the directories, explainable matching, public
 * reads and profile visits. Lists show public fields only (DESIGN §8a).
 */
export const peopleContract = defineRoutes({
  /** Discover Artists: newest first, or by name search; the caller's own profile is left out. */
  'GET /artists': {
    auth: 'user',
    owner: 'none',
    query: directoryQuerySchema,
    response: directoryPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /clients': {
    auth: 'user',
    owner: 'none',
    query: directoryQuerySchema,
    response: directoryPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /** Find Match for a client (their own id): artists scored against their preferences, with reasons. */
  'GET /match-artists/{userId}': {
    auth: 'client',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: matchArtistsResponseSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.invalidCursor],
  },
  /** Find Match for an artist (their own id): clients scored against their preferences, with reasons. */
  'GET /match-clients/{userId}': {
    auth: 'artist',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: matchClientsResponseSchema,
    errors: [ErrorCodes.profileNotFound, ErrorCodes.invalidCursor],
  },
  /** The public profile's preferences (the spec's name for GET /artist-preferences/{userId}). */
  'GET /view-artist-preferences/{userId}': {
    auth: 'user',
    owner: 'none',
    params: userIdParamsSchema,
    response: artistPreferencesSchema.nullable(),
    errors: [],
  },
  'GET /user/{userId}': {
    auth: 'user',
    owner: 'none',
    params: userIdParamsSchema,
    response: userDetailsSchema,
    errors: [ErrorCodes.profileNotFound],
  },
  /** A visit to someone's public profile; counted once per visitor and day, never one's own. */
  'POST /log-profile-visit/{targetUserId}': {
    auth: 'user',
    owner: { self: 'body.visitorId' },
    params: targetUserParamsSchema,
    body: logVisitBodySchema,
    response: logVisitResponseSchema,
    errors: [ErrorCodes.profileNotFound],
  },
  /** The owner's visit log: the count, and who visited (newest day first, 20 a page). */
  'GET /profile-visits/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    query: visitLogQuerySchema,
    response: visitCountSchema,
    errors: [ErrorCodes.invalidCursor],
  },
});
