import * as z from 'zod';
import {
  COMMUNITY_MESSAGES,
  COMMUNITY_PAGE_SIZE,
  MAX_COMMENT_LENGTH,
  MAX_POST_IMAGES,
  MAX_POST_LENGTH,
  POST_CATEGORIES,
} from '../messages/community';
import { cursorSchema, imageVariantsSchema } from './common';
import { moderationFieldsSchema } from './moderation';

export {
  COMMENTS_PER_MINUTE,
  COMMUNITY_MESSAGES,
  COMMUNITY_PAGE_SIZE,
  MAX_COMMENT_LENGTH,
  MAX_POST_IMAGES,
  MAX_POST_LENGTH,
  POST_CATEGORIES,
  type PostCategory,
  POSTS_PER_HOUR,
} from '../messages/community';

/** Post and comment ids: a time id (ULID), optionally followed by `.` and more. */
const idSchema = z.string().min(1).max(200);
const postIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, COMMUNITY_MESSAGES.postNotFound);

const categorySchema = z.enum(POST_CATEGORIES, { error: COMMUNITY_MESSAGES.noCategory });
const uploadKeySchema = z.string().min(1).max(300);

export const createPostBodySchema = z
  .object({
    /** The spec sends the author's id; the server uses the caller's, and refuses another. */
    user_id: z.string().max(128).optional(),
    content: z.string().trim().max(MAX_POST_LENGTH, `Posts can be at most ${MAX_POST_LENGTH} characters.`).default(''),
    category: categorySchema,
    /** Keys of accepted `post-image` uploads (POST /uploads). */
    images: z.array(uploadKeySchema).max(MAX_POST_IMAGES, COMMUNITY_MESSAGES.tooManyImages).default([]),
  })
  .refine((b) => b.content.length > 0 || b.images.length > 0, {
    message: COMMUNITY_MESSAGES.emptyPost,
    path: ['content'],
  })
  .refine((b) => new Set(b.images).size === b.images.length, {
    message: 'The same image was sent twice.',
    path: ['images'],
  });
export type CreatePostBody = z.infer<typeof createPostBodySchema>;

/**
 * The Create Post form: the body's fields and its rule that a post has text or an image, checked
 * even when no category is chosen yet (so the form shows both messages at once; the body's own
 * refinement is skipped once a field is wrong).
 */
export const createPostFormSchema = z
  .object({
    content: createPostBodySchema.shape.content,
    category: createPostBodySchema.shape.category,
    images: createPostBodySchema.shape.images,
  })
  .refine((b) => (b.content ?? '').trim().length > 0 || (b.images ?? []).length > 0, {
    message: COMMUNITY_MESSAGES.emptyPost,
    path: ['content'],
    when: () => true,
  });

export const updatePostBodySchema = z.object({
  content: z
    .string({ error: COMMUNITY_MESSAGES.editEmpty })
    .trim()
    .min(1, COMMUNITY_MESSAGES.editEmpty)
    .max(MAX_POST_LENGTH, `Posts can be at most ${MAX_POST_LENGTH} characters.`),
  category: z.enum(POST_CATEGORIES, { error: COMMUNITY_MESSAGES.editEmpty }),
});

export const likeBodySchema = z.object({
  post_id: postIdSchema,
  user_id: z.string().max(128).optional(),
  /** The state the person wants (a double click then cannot undo itself); without it, a toggle. */
  liked: z.boolean().optional(),
});

export const createCommentBodySchema = z.object({
  post_id: postIdSchema,
  user_id: z.string().max(128).optional(),
  content: z
    .string({ error: COMMUNITY_MESSAGES.emptyComment })
    .trim()
    .min(1, COMMUNITY_MESSAGES.emptyComment)
    .max(MAX_COMMENT_LENGTH, `Comments can be at most ${MAX_COMMENT_LENGTH} characters.`),
});

export const postIdParamsSchema = z.object({ id: postIdSchema });
export const commentIdParamsSchema = z.object({ id: idSchema });

const booleanText = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/**
 * A page asked for by its number alone (a bookmark, an API caller) is found by skipping the
 * pages before it, which reads every post skipped: only the first few are served that way. Any
 * later page is asked with the `cursor` of the page before (as the feed's Next button does), which
 * reads only the page, however far it is.
 */
export const FEED_PAGES_WITHOUT_CURSOR = 5;
export const FEED_PAGE_NEEDS_CURSOR = `Pages after ${FEED_PAGES_WITHOUT_CURSOR} are opened from the page before: send its cursor.`;

export const feedQuerySchema = z
  .object({
    /** With a cursor, only the page's label (echoed back); without one, at most FEED_PAGES_WITHOUT_CURSOR. */
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(COMMUNITY_PAGE_SIZE).default(COMMUNITY_PAGE_SIZE),
    /** Empty or absent: every category. */
    category: z.union([z.enum(POST_CATEGORIES), z.literal('')]).optional(),
    /** true: only posts with images; false: only posts without; absent: all. */
    hasMedia: z.union([booleanText, z.literal('')]).optional(),
    order: z.enum(['desc', 'asc']).default('desc'),
    cursor: cursorSchema.optional(),
  })
  .refine((q) => q.page <= FEED_PAGES_WITHOUT_CURSOR || Boolean(q.cursor), {
    message: FEED_PAGE_NEEDS_CURSOR,
    path: ['page'],
  });
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const commentsQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** The author's display fields, stored with the post or comment when it was written. */
export const authorSchema = z.object({
  id: z.string(),
  role: z.string(),
  /** 'artist' or 'client' for `/profile/{profileType}/{user_id}`; null for admins (no public profile). */
  profileType: z.enum(['artist', 'client']).nullable(),
  firstname: z.string(),
  lastname: z.string(),
  profile_image: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

/** A post's picture and its variants (the feed's srcset, the viewer's 1200 px). */
export const postImageSchema = imageVariantsSchema;
export type PostImage = z.infer<typeof postImageSchema>;

export const commentSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  user_id: z.string(),
  content: z.string(),
  created_at: z.string(),
  user: authorSchema,
  /** Moderation (issue 32): see moderationFieldsSchema (a hidden comment keeps its place, as a placeholder to others). */
  ...moderationFieldsSchema.shape,
});
export type Comment = z.infer<typeof commentSchema>;

export const postSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  content: z.string(),
  category: z.string(),
  images: z.array(postImageSchema),
  /** How many people like it (one like per person). */
  likes: z.number().int().nonnegative(),
  /** Whether the caller is one of them. */
  liked: z.boolean(),
  comments_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  user: authorSchema,
  /** Moderation (issue 32): see moderationFieldsSchema. */
  ...moderationFieldsSchema.shape,
});
export type Post = z.infer<typeof postSchema>;

export const feedPageSchema = z.object({
  posts: z.array(postSchema),
  /** Posts matching the filters, from counters (for 'Page X of Y'). */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  /** Pass back as `cursor` with `page + 1` for the next page; null on the last one. */
  cursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const likeResponseSchema = z.object({
  post_id: z.string(),
  likes: z.number().int().nonnegative(),
  liked: z.boolean(),
});
export const commentResponseSchema = z.object({ comment: commentSchema });
export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
  cursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export const postResponseSchema = z.object({ post: postSchema });
