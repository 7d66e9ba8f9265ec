import { DirectoryPage } from '../components/directory-page';

/** /browse-artists: Discover Artists. */
export function Component() {
  return <DirectoryPage role="Artist" />;
}
