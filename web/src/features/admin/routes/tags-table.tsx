import { usePageTitle } from '@web/lib/page-title';
import { AdminPage } from '../components/admin-page';
import { TagsManager } from '../components/tags-manager';

export function Component() {
  usePageTitle('Tags');
  return (
    <AdminPage title="Tags Management" description="The tags artists pick for their work.">
      <TagsManager />
    </AdminPage>
  );
}
