import * as z from 'zod';

/** Path parameter naming a user (a Cognito `sub`). */
export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(128) });

/** The roles, which are also the Cognito group names. */
export const roleSchema = z.enum(['Artist', 'Client', 'Admin']);
export type Role = z.infer<typeof roleSchema>;
