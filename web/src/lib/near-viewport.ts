import { useEffect, useState, type RefObject } from 'react';
import { useAfterFirstPaint } from './after-first-paint';

/**
 * How far outside the screen an element counts as near it: one screen height above and below.
 * Chrome's own `loading="lazy"` starts 1,250 px away (2,500 px on a slow line), which on a phone
 * showing one art per row fetches five or six 800 px pictures nobody has scrolled to yet.
 */
const NEAR_MARGIN = '100% 0px 100% 0px';

type Seen = () => void;
const waiting = new Map<Element, Seen>();
let observer: IntersectionObserver | undefined;

/** One observer for every element waiting: each is told once, then forgotten. */
function watch(element: Element, seen: Seen): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        observer!.unobserve(entry.target);
        waiting.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(element, seen);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Whether `ref`'s element has come within a screen of the viewport (and stays true after), once
 * the page's first frame is on screen: what it shows first (its eager pictures) has the line to
 * itself until then (lib/after-first-paint.ts). True at once when `watching` is false, and where
 * the browser has no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>, watching: boolean): boolean {
  const [near, setNear] = useState(() => !watching || typeof IntersectionObserver === 'undefined');
  // Only while it waits: an eager picture's component is not drawn again after the first frame.
  const painted = useAfterFirstPaint(!near);
  useEffect(() => {
    const element = ref.current;
    if (near || !painted || !element) return;
    return watch(element, () => setNear(true));
  }, [near, painted, ref]);
  return near;
}
