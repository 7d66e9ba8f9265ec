import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * An icon button on a pre-rendered page that stays disabled until hydration has attached its
 * handlers (a tap before would do nothing). It asks useHydrated itself, so the one re-render
 * that hydration's end causes is this button's, not the whole bar's around it.
 */
export function LiveIconButton({ disabled, ...props }: IconButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const hydrated = useHydrated();
  return <IconButton {...props} disabled={!hydrated || disabled} />;
}
