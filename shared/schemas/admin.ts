/** GET /admin/stats: the admin dashboard's five totals. */
export interface AdminStats {
  totalUsers: number;
  totalClients: number;
  totalArtists: number;
  totalVerifiedArtists: number;
  totalArtworks: number;
}

/** A row of GET /admin/artists and GET /admin/clients. */
export interface AdminUserRow {
  id: string;
  name: string;
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  address: string;
  phone: string;
  role: 'Artist' | 'Client';
  created_at: string;
  profile_image: string | null;
  /** Artists only. */
  isVerified?: boolean;
}
