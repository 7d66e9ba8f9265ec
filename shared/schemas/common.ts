import * as z from 'zod';

/** Path parameter naming a user (a Cognito `sub`). */
export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(128) });

/** The roles, which are also the Cognito group names. */
export const roleSchema = z.enum(['Artist', 'Client', 'Admin']);
export type Role = z.infer<typeof roleSchema>;

/** A plain `{ message }` answer. */
export const messageSchema = z.object({ message: z.string() });

/** An opaque page cursor, passed back as `?cursor=` (the server refuses a forged one with 400). */
export const cursorSchema = z.string().min(1).max(2048);

/** What the search box of a paginated list sends: trimmed, at most 100 characters. */
export const searchTextSchema = z.string().trim().max(100).optional();

/**
 * One page of a list: its items, the cursor of the next page (null at the end) and, where the
 * server keeps a counter for it, the number of items in the whole list.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), cursor: z.string().nullable(), total: z.number().int().nonnegative().nullable() });

export interface Page<T> {
  items: T[];
  cursor: string | null;
  total: number | null;
}

/**
 * An uploaded picture as the API answers it (an art's, a community post's): the original upload
 * and the 360, 480, 680, 800 and 1200 px wide WebP variants (srcset and viewer), null until the
 * object-created check has made them (thumb, card and medium also on older items), and its size.
 */
export const imageVariantsSchema = z.object({
  /** The original upload. */
  url: z.string(),
  thumb: z.string().nullable(),
  small: z.string().nullable(),
  card: z.string().nullable(),
  medium: z.string().nullable(),
  large: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type ImageVariants = z.infer<typeof imageVariantsSchema>;
