import type { adminContract } from '@shared/api/contract/admin';
import * as Stats from '../../core/admin/stats';
import * as Audit from '../../core/audit/audit';
import * as Directory from '../../core/profiles/directory';
import type { GroupRoutes } from '../../lib/http';

export const adminRoutes: GroupRoutes<typeof adminContract> = {
  'GET /admin/stats': async () => Stats.totals(),
  'GET /admin/users': async ({ query }) => Directory.listForAdmin(query),
  'GET /admin/artists': async ({ query }) => Directory.listForAdmin({ ...query, role: 'Artist' }),
  'GET /admin/clients': async ({ query }) => Directory.listForAdmin({ ...query, role: 'Client' }),
  /** Every admin decision (who, what, when), newest first, a page at a time. */
  'GET /admin/audit-log': async ({ query }) => Audit.list(query.limit, query.cursor),
};
