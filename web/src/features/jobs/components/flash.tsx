import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@web/components/ui/form-alert';
import type { Flash } from '@web/lib/use-flash';

export type { Flash } from '@web/lib/use-flash';

/** How long a jobs message stays, success or error (part 2: 1.5 to 2 seconds for jobs). */
export const JOB_TOAST_MS = 2000;

/** One message at a time for a jobs screen: every message clears itself after JOB_TOAST_MS; `null` clears it at once. */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), JOB_TOAST_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const show = useCallback((next: Flash | null) => setFlash(next), []);
  return [flash, show];
}

/**
 * The page's message, like a toast: at the top of the screen just under the fixed bar, where it
 * covers no form's buttons (a phone's dialogs open from the bottom and end with them), letting
 * taps through to whatever it lies over, read out by screen readers.
 */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <Box
      position="fixed"
      top="20"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      w="calc(100% - 2rem)"
      maxW="md"
      pointerEvents="none"
    >
      {flash ? <FormAlert status={flash.status}>{flash.text}</FormAlert> : null}
    </Box>
  );
}
