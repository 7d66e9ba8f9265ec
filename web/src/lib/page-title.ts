import { createContext, useContext, useEffect } from 'react';

/**
 * Where pre-rendering (entry-server.tsx) collects the title of the page it renders, since effects
 * do not run there. Absent in the browser.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the document title to `<Page> | Crafti`. */
export function usePageTitle(page: string): void {
  const title = `${page} | Crafti`;
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
