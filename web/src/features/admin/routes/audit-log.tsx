import { usePageTitle } from '@web/lib/page-title';
import { AdminOnly } from '../components/admin-only';
import { AdminPage } from '../components/admin-page';
import { AuditLogTable } from '../components/audit-log-table';

export function Component() {
  usePageTitle('Audit Log');
  return (
    <AdminOnly>
      <AdminPage title="Audit Log" description="Every admin decision: tags added, renamed or deleted, verifications approved or rejected.">
        <AuditLogTable />
      </AdminPage>
    </AdminOnly>
  );
}
