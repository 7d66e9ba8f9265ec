import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls `onChange` when the page's path changes, during render (React's way to reset state
 * from a change, without an extra effect pass); the menus use it to close on navigation.
 */
export function usePathChange(onChange: () => void) {
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    onChange();
  }
}
