import * as z from 'zod';
import { roleSchema } from './common';

/** GET /cart/count/{userId} and GET /notifications/count/{userId}. */
export const countSchema = z.object({ count: z.number().int().nonnegative() });
export type Count = z.infer<typeof countSchema>;

const count = z.number().int().nonnegative();

/**
 * GET /badges/{userId}: what every signed-in page asks first, in one answer from one function — the
 * person's role (as GET /user-role answers it) and the bar's three counts (items in the cart, unread
 * notifications, unread chat messages; the cart is 0 for an admin, who has none).
 */
export const badgesSchema = z.object({
  role: roleSchema.nullable(),
  cart: count,
  notifications: count,
  messages: count,
});
export type Badges = z.infer<typeof badgesSchema>;
