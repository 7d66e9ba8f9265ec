import { Box } from '@chakra-ui/react';
import { FormAlert } from '@web/components/ui/form-alert';
import type { Flash } from '@web/lib/use-flash';

export { useFlash, type Flash } from '@web/lib/use-flash';

/** The page's message, pinned to the bottom of the screen like a toast, read out by screen readers. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <Box position="fixed" bottom="4" left="50%" transform="translateX(-50%)" zIndex="toast" w="calc(100% - 2rem)" maxW="md">
      {flash ? <FormAlert status={flash.status}>{flash.text}</FormAlert> : null}
    </Box>
  );
}
