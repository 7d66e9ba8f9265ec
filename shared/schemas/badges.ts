import * as z from 'zod';

/** GET /cart/count/{userId} and GET /notifications/count/{userId}. */
export const countSchema = z.object({ count: z.number().int().nonnegative() });
export type Count = z.infer<typeof countSchema>;
