import { useEffect, useState } from 'react';

/**
 * True while the window is scrolled more than `threshold` pixels down. Starts false (as the
 * pre-rendered page does) and reads the position once mounted: a visitor may have scrolled a
 * pre-rendered page before React hydrated it, with no scroll event after.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
