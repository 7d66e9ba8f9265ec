import * as z from 'zod';
import { cursorSchema, roleSchema } from './common';

/**
 * Whether a block stands between the caller and another person, as far as the caller may know:
 * `by_you` when the caller blocked them (whatever the other did), `unavailable` when only the
 * other blocked the caller (who blocked whom is not told), null when neither did.
 */
export const blockStateSchema = z.enum(['by_you', 'unavailable']).nullable();
export type BlockState = z.infer<typeof blockStateSchema>;

/** A person the caller blocked, as the Blocked people list shows them. */
export const blockedPersonSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: roleSchema,
  profile_image: z.string().nullable(),
  blocked_at: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const blocksPageSchema = z.object({ items: z.array(blockedPersonSchema), cursor: z.string().nullable() });
export type BlocksPage = z.infer<typeof blocksPageSchema>;

export const blocksQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** The answer to a block or an unblock: the state between the two afterwards. */
export const blockResultSchema = z.object({ user_id: z.string(), blocked: blockStateSchema });
