import * as z from 'zod';
import { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_PAGE_SIZES } from '../messages/people';
import { cursorSchema, pageOf, roleSchema, searchTextSchema } from './common';
import { verificationStatusSchema } from './profiles';
import { ratingSchema } from './reviews';

export { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_PAGE_SIZES, PEOPLE_MESSAGES } from '../messages/people';

export const directoryQuerySchema = z.object({
  search: searchTextSchema,
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (DIRECTORY_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 10, 25, 50 or 100.')
    .default(DIRECTORY_DEFAULT_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

/** A directory card: public fields only (DESIGN §8a), `status` approved shows 'I.D. Verified'. */
export const personListingSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  bio: z.string(),
  address: z.string(),
  profile_image: z.string().nullable(),
  status: verificationStatusSchema.nullable(),
  role: z.enum(['Artist', 'Client']),
  /** Their published reviews' average and count (issue 32); absent in search results (the search entries' cards carry none). */
  rating: ratingSchema.optional(),
});
export type PersonListing = z.infer<typeof personListingSchema>;
export const directoryPageSchema = pageOf(personListingSchema);

/** §3 "Match result": a side of a match. */
export const matchSideSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['Artist', 'Client']),
  address: z.string(),
  profile_image: z.string().nullable(),
});
/** A match with its score and the reasons in words (explainable matching). */
export const matchResultSchema = z.object({
  client: matchSideSchema,
  artist: matchSideSchema,
  score: z.number().int().nonnegative(),
  reasons: z.array(z.string()),
  /** The found artist's own I.D. verification; always false on a client's card (never the viewer's). */
  verified: z.boolean(),
  /** The matched person's reviews (the artist's for a client, the client's for an artist). */
  rating: ratingSchema,
});
export type MatchResult = z.infer<typeof matchResultSchema>;
export const matchArtistsResponseSchema = z.object({ matches: z.array(matchResultSchema) });
export const matchClientsResponseSchema = z.object({ matches1: z.array(matchResultSchema) });

/** GET /user/{userId}: contact fields (phone, email) only for allowed viewers (DESIGN §8a), '' otherwise. */
export const userDetailsSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  role: roleSchema,
  firstname: z.string(),
  lastname: z.string(),
  profile_image: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  profileType: z.enum(['artist', 'client', 'admin']),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const targetUserParamsSchema = z.object({ targetUserId: z.string().min(1).max(128) });
export const logVisitBodySchema = z.object({ visitorId: z.string().min(1).max(128) });
/** `counted`: false when this visitor's visit today was already counted (or it is one's own profile). */
export const logVisitResponseSchema = z.object({ counted: z.boolean() });
/** A visit of one's profile as its owner sees it: who (public fields) and when (once per visitor and day). */
export const profileVisitorSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.string(),
  profile_image: z.string().nullable(),
  visited_at: z.string(),
});
export type ProfileVisitor = z.infer<typeof profileVisitorSchema>;
/** The owner's visit log: the count, and the visitors newest day first, a page at a time. */
export const visitCountSchema = z.object({
  count: z.number().int().nonnegative(),
  visitors: z.array(profileVisitorSchema),
  cursor: z.string().nullable(),
});
export const visitLogQuerySchema = z.object({ cursor: cursorSchema.optional() });
