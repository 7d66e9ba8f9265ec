import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: moves focus to the first focusable element inside `ref` and keeps Tab and
 * Shift+Tab cycling inside it. When it ends, focus goes back to `returnTo` (unless the
 * visitor has meanwhile put it somewhere else).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  returnTo: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const opener = returnTo.current;
    const focusables = () =>
      [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    (focusables()[0] ?? root).focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      const outside = !root.contains(current);
      const next = e.shiftKey
        ? current === first || outside
          ? last
          : null
        : current === last || outside
          ? first
          : null;
      if (next) {
        e.preventDefault();
        next.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const current = document.activeElement;
      if (!current || current === document.body || root.contains(current)) opener?.focus();
    };
  }, [ref, active, returnTo]);
}
