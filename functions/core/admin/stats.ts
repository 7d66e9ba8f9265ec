import type { AdminStats } from '@shared/schemas/admin';
import * as Counters from '../counters/counters';

/** The admin dashboard's totals, read from counters the writes keep up to date (one BatchGet). */
export async function totals(): Promise<AdminStats> {
  const n = Counters.names;
  const values = await Counters.getMany([n.usersByRole('Client'), n.usersByRole('Artist'), n.verifiedArtists, n.arts]);
  const clients = values(n.usersByRole('Client'));
  const artists = values(n.usersByRole('Artist'));
  return {
    totalUsers: clients + artists,
    totalClients: clients,
    totalArtists: artists,
    totalVerifiedArtists: values(n.verifiedArtists),
    totalArtworks: values(n.arts),
  };
}
