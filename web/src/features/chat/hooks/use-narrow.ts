import { useSyncExternalStore } from 'react';

/** The spec's chat breakpoint (part 2 §9): at 768 pixels or less the list and the thread take turns. */
const NARROW = '(max-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const useNarrowChat = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
