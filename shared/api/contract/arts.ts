import * as z from 'zod';
import {
  adminArtsPageSchema,
  adminArtsQuerySchema,
  artCardPageSchema,
  artIdParamsSchema,
  artistArtsQuerySchema,
  artPageSchema,
  artSchema,
  browseArtsQuerySchema,
  updateArtBodySchema,
  uploadArtBodySchema,
  verifiedArtistSchema,
  verifiedArtistsQuerySchema,
  wishlistBodySchema,
  wishlistPageSchema,
} from '../../schemas/arts';
import { cursorSchema, messageSchema, userIdParamsSchema } from '../../schemas/common';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

const artIdAsIdSchema = z.object({ id: artIdParamsSchema.shape.artId });

/**
 * Artworks (upload, edit, delete, browse, detail), the wishlist and the dashboards' verified
 * artists. The spec's several readings of the same read are all served (`/api/art/{id}` and
 * `/art/{id}`; `/api/arts` and `/arts`).
 */
export const artsContract = defineRoutes({
  'POST /api/upload-art': {
    auth: 'artist',
    owner: 'caller',
    body: uploadArtBodySchema,
    response: artSchema,
    status: 201,
    errors: [ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse, ErrorCodes.contentHidden, ErrorCodes.artNotFound],
  },
  'GET /api/art/{artId}': {
    auth: 'user',
    owner: 'none',
    params: artIdParamsSchema,
    response: artSchema,
    errors: [ErrorCodes.artNotFound, ErrorCodes.contentHidden],
  },
  'GET /art/{artId}': {
    auth: 'user',
    owner: 'none',
    params: artIdParamsSchema,
    response: artSchema,
    errors: [ErrorCodes.artNotFound, ErrorCodes.contentHidden],
  },
  // The three /api/arts/{id} routes share the variable's name (an art id, or a user id for GET):
  // API Gateway refuses sibling path variables with different names.
  'PUT /api/arts/{id}': {
    auth: 'artist',
    owner: { thing: 'art', id: 'params.id', message: 'You can only edit your own art.' },
    params: artIdAsIdSchema,
    body: updateArtBodySchema,
    response: artSchema,
    errors: [
      ErrorCodes.artNotFound,
      ErrorCodes.artChanged,
      ErrorCodes.uploadInvalid,
      ErrorCodes.uploadInUse,
      ErrorCodes.contentHidden,
    ],
  },
  /** The art's artist, or an admin (audit-logged). */
  'DELETE /api/arts/{id}': {
    auth: 'user',
    owner: { thing: 'art', id: 'params.id', admin: true, message: 'You can only delete your own art.' },
    params: artIdAsIdSchema,
    response: messageSchema,
    errors: [ErrorCodes.artNotFound],
  },
  /** Browse Arts: filters, sort and page; the caller's own arts are left out. */
  'GET /api/arts': {
    auth: 'user',
    owner: 'none',
    query: browseArtsQuerySchema,
    response: artCardPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /arts': {
    auth: 'user',
    owner: 'none',
    query: browseArtsQuerySchema,
    response: artCardPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /** An artist's arts, newest first (My Arts; the artist's public profile). */
  'GET /api/arts/{id}': {
    auth: 'user',
    owner: 'none',
    params: z.object({ id: userIdParamsSchema.shape.userId }),
    query: artistArtsQuerySchema,
    response: artPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /admin/arts': {
    auth: 'admin',
    owner: 'none',
    query: adminArtsQuerySchema,
    response: adminArtsPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },

  'GET /wishlist/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    response: z.array(z.string()),
    errors: [],
  },
  /** The wishlisted arts themselves, a page at a time (the profile's Wishlist tab). */
  'GET /wishlist/{userId}/arts': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    query: z.object({ cursor: cursorSchema.optional() }),
    response: wishlistPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'POST /wishlist': {
    auth: 'user',
    owner: { self: 'body.userId' },
    body: wishlistBodySchema,
    response: z.object({ wishlisted: z.boolean() }),
    errors: [ErrorCodes.artNotFound, ErrorCodes.wishlistFull],
  },
  'DELETE /wishlist/{userId}/all': {
    auth: 'user',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: messageSchema,
    errors: [],
  },

  'GET /verified-artists': {
    auth: 'user',
    owner: 'none',
    query: verifiedArtistsQuerySchema,
    response: z.array(verifiedArtistSchema),
    errors: [],
  },
});
