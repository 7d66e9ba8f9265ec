import { chakra } from '@chakra-ui/react';

/** A red count in the corner of an icon button; nothing when the count is 0 or unknown. */
export function NavBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <chakra.span
      position="absolute"
      top="0"
      insetEnd="0"
      minW="5"
      h="5"
      px="1"
      borderRadius="full"
      bg="red.600"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      display="flex"
      alignItems="center"
      justifyContent="center"
      aria-label={`${count} ${label}`}
      data-testid={`badge-${label.replace(/\s+/g, '-')}`}
    >
      {count > 99 ? '99+' : count}
    </chakra.span>
  );
}
