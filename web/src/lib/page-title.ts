import { useEffect } from 'react';

/** Sets the document title to `<Page> | Crafti`. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | Crafti`;
  }, [page]);
}
