import * as z from 'zod';
import { ART_MESSAGES, ART_SORTS, MAX_QUANTITY, MAX_TAGS, MY_ARTS_PAGE_SIZE } from '../messages/arts';
import { pesosToCentavos } from '../money';
import { ARTWORK_MEDIUMS, ARTWORK_STYLES, ARTWORK_SUBJECTS, PRICE_BAND_IDS } from '../options';
import { cursorSchema, imageVariantsSchema, pageOf, searchTextSchema } from './common';
import { tagSchema } from './tags';
import { moderationFieldsSchema } from './moderation';
import { artDaysToShipSchema } from './shipping';

export {
  ART_MESSAGES,
  ART_SORTS,
  type ArtSort,
  BROWSE_PAGE_SIZES,
  MAX_QUANTITY,
  MAX_TAGS,
  MY_ARTS_PAGE_SIZE,
} from '../messages/arts';

/** Art ids are UUIDs; anything else is the spec's 'Invalid art ID.'. */
export const artIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, ART_MESSAGES.invalidId);
export const artIdParamsSchema = z.object({ artId: artIdSchema });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Pesos with at most two decimals ("1500", 1500.5, "1,500.50"), stored as centavos. */
export const priceSchema = z
  .union([z.number(), z.string()], { error: ART_MESSAGES.invalidPrice })
  .transform((value, ctx) => {
    const centavos = pesosToCentavos(value);
    if (centavos === null) {
      ctx.addIssue({ code: 'custom', message: ART_MESSAGES.invalidPrice });
      return z.NEVER;
    }
    return centavos;
  });

/** Whole pieces, sent as 3 or "3.00" (the spec sends two decimals). */
export const quantitySchema = z
  .union([z.number(), z.string()], { error: ART_MESSAGES.invalidQuantity })
  .transform((value, ctx) => {
    const n =
      typeof value === 'number' ? value : /^\d{1,5}(\.0{1,2})?$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) {
      ctx.addIssue({ code: 'custom', message: ART_MESSAGES.invalidQuantity });
      return z.NEVER;
    }
    return n;
  });

/** Tag ids, as a list or as the JSON string of one (the spec sends both). */
export const tagIdsSchema = z
  .union([z.array(z.string()), z.string()])
  .default([])
  .transform((value, ctx) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = value.trim() === '' ? [] : JSON.parse(value);
      } catch {
        list = null;
      }
    }
    if (!Array.isArray(list) || list.some((id) => typeof id !== 'string' || id.length === 0 || id.length > 64)) {
      ctx.addIssue({ code: 'custom', message: 'Tags must be a list of tag ids.' });
      return z.NEVER;
    }
    const ids = [...new Set(list as string[])];
    if (ids.length > MAX_TAGS) {
      ctx.addIssue({ code: 'custom', message: `Choose at most ${MAX_TAGS} tags.` });
      return z.NEVER;
    }
    return ids;
  });

/** "LandScape", as the upload form spells it, is the same subject as "Landscape". */
const subjectSchema = z.preprocess(
  (v) => (v === 'LandScape' ? 'Landscape' : v),
  z.enum(ARTWORK_SUBJECTS, { error: 'Subject is required.' }),
);

/** The fields of an artwork a person types (upload and edit). */
export const artFieldsSchema = z.object({
  title: text('Title', 100),
  description: text('Description', 2000),
  price: priceSchema,
  quantity: quantitySchema,
  location: text('Location', 100),
  art_style: z.enum(ARTWORK_STYLES, { error: 'Art style is required.' }),
  medium: z.enum(ARTWORK_MEDIUMS, { error: 'Medium is required.' }),
  subject: subjectSchema,
  tags: tagIdsSchema,
  /** Made-to-order pieces: the art's own days to ship (1–60), instead of the artist's shipping profile's; empty for none. */
  days_to_ship: artDaysToShipSchema,
});
export type ArtFields = z.output<typeof artFieldsSchema>;

/** POST /api/upload-art: the fields and the key of the accepted `art-image` upload (the spec's `userId` is ignored: the caller is the artist). */
export const uploadArtBodySchema = artFieldsSchema.extend({
  imageKey: z
    .string({ error: 'Please choose an image of the artwork.' })
    .min(1, 'Please choose an image of the artwork.')
    .max(300),
  userId: z.string().max(128).optional(),
});

/** PUT /api/arts/{artId}: the same fields; a new image is optional. */
export const updateArtBodySchema = artFieldsSchema.extend({ imageKey: z.string().min(1).max(300).optional() });

/** An art's picture and its variants. */
export const artImageSchema = imageVariantsSchema;
export type ArtImage = z.infer<typeof artImageSchema>;

export const artArtistSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  profile_image: z.string().nullable(),
  address: z.string(),
  bio: z.string(),
  /** Private: only for the artist themself and admins (DESIGN §8a). */
  phone: z.string(),
  verified: z.boolean(),
});

/** An artwork as the detail page, My Arts and Edit Art read it (part 2 §3 Art). Price in pesos. */
export const artSchema = z.object({
  art_id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  quantity: z.number(),
  location: z.string(),
  art_style: z.string(),
  medium: z.string(),
  subject: z.string(),
  image_url: z.string(),
  image: artImageSchema,
  created_at: z.string(),
  artist_id: z.string(),
  user_id: z.string(),
  tags: z.array(tagSchema),
  artist: artArtistSchema.nullable(),
  /** The art's own days to ship (made-to-order), or null: the artist's shipping profile's apply. */
  days_to_ship: z.number().int().nullable(),
  /** On the detail page: pieces open checkouts hold (none left but some reserved: they may come back). */
  reserved: z.number().int().optional(),
  /** Moderation (issue 32): see moderationFieldsSchema. */
  ...moderationFieldsSchema.shape,
});
export type Art = z.infer<typeof artSchema>;

/** An artwork in a grid (Browse Arts, dashboards, wishlist): what a card shows. */
export const artCardSchema = z.object({
  art_id: z.string(),
  title: z.string(),
  price: z.number(),
  quantity: z.number(),
  image: artImageSchema,
  artist_id: z.string(),
  artist_name: z.string(),
  created_at: z.string(),
});
export type ArtCard = z.infer<typeof artCardSchema>;

/**
 * What an empty search offers instead (functions/core/arts/search.ts `suggest`): a broader search
 * (a word fewer, a word the pieces have) or the same one with a filter removed, each known to find.
 */
export const artSearchSuggestionSchema = z.object({
  q: z.string(),
  art_style: z.enum(ARTWORK_STYLES).optional(),
  medium: z.enum(ARTWORK_MEDIUMS).optional(),
  subject: z.enum(ARTWORK_SUBJECTS).optional(),
  price: z.enum(PRICE_BAND_IDS).optional(),
});
export type ArtSearchSuggestion = z.infer<typeof artSearchSuggestionSchema>;
/** Browse Arts' page; a search that found nothing has `suggestions`. */
export const artCardPageSchema = pageOf(artCardSchema).extend({
  suggestions: z.array(artSearchSuggestionSchema).optional(),
});
export type ArtCardPage = z.infer<typeof artCardPageSchema>;
/** A wishlist page: its arts, and the ids of those hidden by moderation since (no longer available). */
export const wishlistPageSchema = pageOf(artCardSchema).extend({ unavailable: z.array(z.string()) });
export const artPageSchema = pageOf(artSchema);

/** GET /api/arts and GET /arts: the Browse Arts filters, a sort and a page. */
export const browseArtsQuerySchema = z.object({
  art_style: z.enum(ARTWORK_STYLES).optional(),
  medium: z.enum(ARTWORK_MEDIUMS).optional(),
  subject: z.preprocess((v) => (v === 'LandScape' ? 'Landscape' : v), z.enum(ARTWORK_SUBJECTS).optional()),
  price: z.enum(PRICE_BAND_IDS).optional(),
  /** Words to find (title, tags, description, medium, style, subject, the artist's name), each by its start. */
  q: searchTextSchema,
  sort: z.enum(ART_SORTS).default('latest'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: cursorSchema.optional(),
});
export type BrowseArtsQuery = z.output<typeof browseArtsQuerySchema>;

export const artistArtsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(MY_ARTS_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

/** A row of the admin arts table. */
export const adminArtRowSchema = z.object({
  art_id: z.string(),
  title: z.string(),
  price: z.number(),
  quantity: z.number(),
  art_style: z.string(),
  medium: z.string(),
  subject: z.string(),
  image: artImageSchema,
  artist_id: z.string(),
  artist_name: z.string(),
  created_at: z.string(),
});
export type AdminArtRow = z.infer<typeof adminArtRowSchema>;
export const adminArtsQuerySchema = z.object({ search: searchTextSchema, cursor: cursorSchema.optional() });
export const adminArtsPageSchema = pageOf(adminArtRowSchema);
export type AdminArtsPage = z.infer<typeof adminArtsPageSchema>;

/** POST /wishlist: the spec's toggle (the userId must be the caller's own). */
export const wishlistBodySchema = z.object({
  userId: z.string().min(1).max(128),
  artId: artIdSchema,
  action: z.enum(['add', 'remove']),
});

/** Verified artists on the client dashboard. */
export const verifiedArtistSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  profile_image: z.string().nullable(),
});
export const verifiedArtistsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(4) });
