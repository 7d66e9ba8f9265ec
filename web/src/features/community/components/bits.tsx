import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A native textarea styled like the project's fields (the theme carries no Textarea recipe). */
export const PlainTextarea = chakra('textarea', {
  base: {
    w: 'full',
    p: '3',
    borderWidth: '1px',
    borderRadius: 'md',
    bg: 'bg',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
    _invalid: { borderColor: 'red.600' },
  },
});

/** An upload's progress bar. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      h="1.5"
      mt="1"
      bg="brand.50"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg="brand.600" transition="width 0.2s" />
    </Box>
  );
}

/** An error line under a field that is not in a Chakra Field.Root (Field.ErrorText renders only inside one). */
export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Text id={id} color="red.700" fontSize="sm" mt="1">
      {children}
    </Text>
  );
}
