import { chakra } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { PICTURE_SLOT_ATTR, PICTURE_WAIT_ATTR } from '@web/lib/signed-in-frame';

/**
 * A picture's place in a page's loading state, boxed as the page's own picture will be (a muted
 * 4:3 box until its size is known). In the page's frame, painted from the shell before the code
 * (lib/signed-in-frame.ts), the shell's script shows the page's first picture in it as soon as the
 * first answer names it (lib/first-pictures.ts), so the largest thing on a phone's screen does not
 * wait for the code.
 */
export function PictureSlot(props: Omit<ComponentProps<typeof chakra.img>, 'src' | 'srcSet' | 'alt'>) {
  return (
    <chakra.img
      {...{ [PICTURE_SLOT_ATTR]: '' }}
      alt=""
      display="block"
      w="full"
      h="auto"
      aspectRatio="4 / 3"
      bg="bg.muted"
      {...props}
    />
  );
}

/** Marks the loading state that holds picture places (lib/signed-in-frame.ts PICTURE_WAIT_ATTR). */
export const WAITS_FOR_PICTURE = { [PICTURE_WAIT_ATTR]: '' };
