import { usePageTitle } from '@web/lib/page-title';
import { AdminPage } from '../components/admin-page';
import { AuditLogTable } from '../components/audit-log-table';

export function Component() {
  usePageTitle('Audit Log');
  return (
    <AdminPage
      title="Audit Log"
      description="Every admin decision: tags added, renamed or deleted, verifications approved or rejected."
    >
      <AuditLogTable />
    </AdminPage>
  );
}
