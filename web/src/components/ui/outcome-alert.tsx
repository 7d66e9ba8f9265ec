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
export function OutcomeAlert({ status, title, children }: { status: 'error' | 'success' | 'info'; title?: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (box && (box.top < NAVBAR_PX || box.bottom > window.innerHeight)) ref.current!.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Box ref={ref}>
      <FormAlert status={status} title={title}>
        {children}
      </FormAlert>
    </Box>
  );
}
