import { DirectoryPage } from '../components/directory-page';

/** /browse-clients: Discover Clients. */
export function Component() {
  return <DirectoryPage role="Client" />;
}
