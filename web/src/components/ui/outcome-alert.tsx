import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormAlert } from './form-alert';

/** The fixed navigation bar's height (app/layouts), which covers the top of the page. */
const NAVBAR_PX = 64;

/**
 * The outcome of what a person pressed (saved, uploaded, added, refused), placed beside the
 * button: a FormAlert that, when it appears below the fold or under the fixed bar, scrolls the
 * page just enough to show it (the page's scroll padding keeps it clear of the bar). Give it a
 * new `key` for each outcome: it is brought into view when it mounts.
 */
export function OutcomeAlert({
  status,
  title,
  children,
  focus = false,
}: {
  status: 'error' | 'success' | 'info';
  title?: string;
  children?: ReactNode;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bring = () => {
      const box = ref.current?.getBoundingClientRect();
      if (box && (box.top < NAVBAR_PX || box.bottom > window.innerHeight))
        ref.current!.scrollIntoView({ block: 'nearest' });
    };
    bring();
    // `focus`: the control that was pressed is gone (a form that closed, a page left): the outcome takes the focus, so it is read and Tab goes on from it.
    if (focus) ref.current?.focus({ preventScroll: true });
    // A dialog that closed as this appeared gives back the page's scroll and focus after this
    // ran (its scroll lock and focus return), which can put the outcome under the top bar or
    // below the fold again: looked at once more when that has settled.
    const frame = requestAnimationFrame(() => requestAnimationFrame(bring));
    const later = setTimeout(bring, 300);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(later);
    };
  }, [focus]);
  return (
    <Box ref={ref} tabIndex={focus ? -1 : undefined} outline="none" data-testid={focus ? 'focused-outcome' : undefined}>
      <FormAlert status={status} title={title}>
        {children}
      </FormAlert>
    </Box>
  );
}
