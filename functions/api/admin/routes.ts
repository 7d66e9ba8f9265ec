import type { AdminStats } from '@shared/schemas/admin';
import { auditQuerySchema } from '@shared/schemas/audit';
import { Audit } from '../../core/audit/audit';
import { ProfileEditor } from '../../core/profiles/profile-editor';
import { counterNames, Counters } from '../../core/counters/counters';
import { signedInRoute, type GroupRoutes } from '../../lib/http';

export const adminRoutes = {
  /** The dashboard totals, read from counters the writes keep up to date (one BatchGet). */
  'GET /admin/stats': signedInRoute({}, async (): Promise<AdminStats> => {
    const names = [
      counterNames.usersByRole('Client'),
      counterNames.usersByRole('Artist'),
      counterNames.verifiedArtists,
      counterNames.arts,
    ];
    const values = await Counters.getMany(names);
    const clients = values[names[0]!]!;
    const artists = values[names[1]!]!;
    return {
      totalUsers: clients + artists,
      totalClients: clients,
      totalArtists: artists,
      totalVerifiedArtists: values[names[2]!]!,
      totalArtworks: values[names[3]!]!,
    };
  }),

  'GET /admin/artists': signedInRoute({}, async () => ProfileEditor.listByRole('Artist')),
  'GET /admin/clients': signedInRoute({}, async () => ProfileEditor.listByRole('Client')),

  /** Every admin decision (who, what, when), newest first, a page at a time. */
  'GET /admin/audit-log': signedInRoute({ query: auditQuerySchema }, async ({ query }) => Audit.list(query.limit, query.cursor)),
} satisfies GroupRoutes<'admin'>;
