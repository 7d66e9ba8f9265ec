import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@web/components/ui/form-alert';
import { JOB_FLASH_MS } from './format';

export interface Flash {
  status: 'success' | 'error';
  text: string;
}

/** One message at a time for a page: a success goes after 2 seconds, an error stays until the next action. */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (flash?.status !== 'success') return;
    const timer = setTimeout(() => setFlash(null), JOB_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  return [flash, useCallback((next: Flash | null) => setFlash(next), [])];
}

/** The page's message, pinned to the bottom of the screen like a toast, read out by screen readers. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <Box position="fixed" bottom="4" left="50%" transform="translateX(-50%)" zIndex="toast" w="calc(100% - 2rem)" maxW="md">
      {flash ? <FormAlert status={flash.status}>{flash.text}</FormAlert> : null}
    </Box>
  );
}
