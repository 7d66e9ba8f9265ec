import * as z from 'zod';
import { PAYOUT_STATUSES } from '../messages/payouts';
import { cursorSchema, pageOf, searchTextSchema } from './common';

export { ADMIN_PAGE_SIZE } from '../messages/admin';

/** GET /admin/stats: the admin dashboard's five totals. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  totalClients: z.number(),
  totalArtists: z.number(),
  totalVerifiedArtists: z.number(),
  totalArtworks: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A row of the admin users table (GET /admin/users, /admin/artists, /admin/clients). */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  address: z.string(),
  phone: z.string(),
  role: z.enum(['Artist', 'Client']),
  created_at: z.string(),
  profile_image: z.string().nullable(),
  /** Artists only. */
  isVerified: z.boolean().optional(),
  /** Artists only: where their PayMongo payout account stands. */
  payoutStatus: z.enum(PAYOUT_STATUSES).optional(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/**
 * `search` matches the start of any word of a person's name, their username, e-mail or address,
 * case- and accent-insensitively; a search that is just "artist" or "client" lists that role.
 */
export const adminUsersQuerySchema = z.object({ search: searchTextSchema, cursor: cursorSchema.optional() });

export const adminUsersPageSchema = pageOf(adminUserRowSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
