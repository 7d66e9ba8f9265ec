import { usePageTitle } from '@web/lib/page-title';
import { AdminPage } from '../components/admin-page';
import { ArtsTable } from '../components/arts-table';

export function Component() {
  usePageTitle('Arts');
  return (
    <AdminPage title="Arts Management" description="Every artwork on Crafti: look one over, zoom its image, delete it.">
      <ArtsTable />
    </AdminPage>
  );
}
