/** GET /admin/stats: the admin dashboard's five totals. */
export interface AdminStats {
  totalUsers: number;
  totalClients: number;
  totalArtists: number;
  totalVerifiedArtists: number;
  totalArtworks: number;
}
