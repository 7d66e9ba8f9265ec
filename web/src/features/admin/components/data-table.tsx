import { Box, chakra, useMediaQuery } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A plain HTML table (no Chakra Table recipe in the bundle). On narrow screens it scrolls
 * sideways inside its frame instead of widening the page.
 */
export function DataTable({
  caption,
  minW = '720px',
  children,
}: {
  caption: string;
  minW?: string;
  children: ReactNode;
}) {
  return (
    <Box
      position="relative"
      overflowX="auto"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      tabIndex={0}
      role="region"
      aria-label={caption}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
    >
      <chakra.table w="full" minW={minW} borderCollapse="collapse" fontSize="sm">
        <chakra.caption srOnly>{caption}</chakra.caption>
        {children}
      </chakra.table>
    </Box>
  );
}

export const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '4',
    py: '3',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    color: 'fg.muted',
    bg: 'bg.subtle',
    whiteSpace: 'nowrap',
  },
});

export const Td = chakra('td', { base: { px: '4', py: '3', borderTopWidth: '1px', verticalAlign: 'middle' } });

/** A row that opens its details on click (the row's own button does the same from the keyboard). */
export const ClickableTr = chakra('tr', { base: { cursor: 'pointer', _hover: { bg: 'bg.muted' } } });

/** The single row shown when a table has nothing to list. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <Td colSpan={colSpan} textAlign="center" py="10" color="fg.muted">
        {children}
      </Td>
    </tr>
  );
}

/**
 * On a phone the admin lists become cards: every field readable at full width, the action a
 * full-width 44 px button. `useMediaQuery` picks one rendering, so each row exists once.
 */
export function useNarrowScreen(): boolean {
  const [narrow] = useMediaQuery(['(max-width: 47.99em)'], { ssr: false });
  return narrow ?? false;
}

export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="3" aria-label={label}>
      {children}
    </chakra.ul>
  );
}

/** One row as a card: its fields, then the button that opens its details. */
export function RowCard({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <chakra.li
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p="4"
      display="grid"
      gap="3"
      fontSize="sm"
      overflowWrap="anywhere"
    >
      {children}
      {action}
    </chakra.li>
  );
}

/** A label and its value inside a card. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.span
        display="block"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wide"
        color="fg.muted"
      >
        {label}
      </chakra.span>
      {children}
    </Box>
  );
}

export function EmptyCards({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="xl" bg="bg" textAlign="center" py="10" color="fg.muted" fontSize="sm">
      {children}
    </Box>
  );
}
