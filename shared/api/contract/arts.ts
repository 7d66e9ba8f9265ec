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
  'POST /api/upload-art': { auth: 'artist', body: uploadArtBodySchema, response: artSchema, status: 201, errors: [ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse] },
  'GET /api/art/{artId}': { auth: 'user', params: artIdParamsSchema, response: artSchema, errors: [ErrorCodes.artNotFound] },
  'GET /art/{artId}': { auth: 'user', params: artIdParamsSchema, response: artSchema, errors: [ErrorCodes.artNotFound] },
  // The three /api/arts/{id} routes share the variable's name (an art id, or a user id for GET):
  // API Gateway refuses sibling path variables with different names.
  'PUT /api/arts/{id}': { auth: 'artist', params: artIdAsIdSchema, body: updateArtBodySchema, response: artSchema, errors: [ErrorCodes.artNotFound, ErrorCodes.artChanged, ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse] },
  /** The art's artist, or an admin (audit-logged). */
  'DELETE /api/arts/{id}': { auth: 'user', params: artIdAsIdSchema, response: messageSchema, errors: [ErrorCodes.artNotFound] },
  /** Browse Arts: filters, sort and page; the caller's own arts are left out. */
  'GET /api/arts': { auth: 'user', query: browseArtsQuerySchema, response: artCardPageSchema, errors: [ErrorCodes.invalidCursor] },
  'GET /arts': { auth: 'user', query: browseArtsQuerySchema, response: artCardPageSchema, errors: [ErrorCodes.invalidCursor] },
  /** An artist's arts, newest first (My Arts; the artist's public profile). */
  'GET /api/arts/{id}': { auth: 'user', params: z.object({ id: userIdParamsSchema.shape.userId }), query: artistArtsQuerySchema, response: artPageSchema, errors: [ErrorCodes.invalidCursor] },
  'GET /admin/arts': { auth: 'admin', query: adminArtsQuerySchema, response: adminArtsPageSchema, errors: [ErrorCodes.invalidCursor] },
  'GET /wishlist/{userId}': { auth: 'user', params: userIdParamsSchema, response: z.array(z.string()), errors: [] },
  /** The wishlisted arts themselves, a page at a time (the profile's Wishlist tab). */
  'GET /wishlist/{userId}/arts': { auth: 'user', params: userIdParamsSchema, query: z.object({ cursor: cursorSchema.optional() }), response: artCardPageSchema, errors: [ErrorCodes.invalidCursor] },
  'POST /wishlist': { auth: 'user', body: wishlistBodySchema, response: z.object({ wishlisted: z.boolean() }), errors: [ErrorCodes.artNotFound, ErrorCodes.wishlistFull] },
  'DELETE /wishlist/{userId}/all': { auth: 'user', params: userIdParamsSchema, response: messageSchema, errors: [] },
  'GET /verified-artists': { auth: 'user', query: verifiedArtistsQuerySchema, response: z.array(verifiedArtistSchema), errors: [] },
});
