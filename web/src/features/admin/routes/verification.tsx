import { usePageTitle } from '@web/lib/page-title';
import { AdminPage } from '../components/admin-page';
import { VerificationTable } from '../components/verification-table';

export function Component() {
  usePageTitle('Verification Management');
  return (
    <AdminPage
      title="Verification Management"
      description="Review the documents artists send and approve or reject their verification."
    >
      <VerificationTable />
    </AdminPage>
  );
}
