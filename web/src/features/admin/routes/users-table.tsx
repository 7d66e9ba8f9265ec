import { usePageTitle } from '@web/lib/page-title';
import { AdminPage } from '../components/admin-page';
import { UsersTable } from '../components/users-table';

export function Component() {
  usePageTitle('Users');
  return (
    <AdminPage title="Users Management" description="Every artist and client on Crafti.">
      <UsersTable />
    </AdminPage>
  );
}
