import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A plain HTML table (no Chakra Table recipe in the bundle). On narrow screens it scrolls
 * sideways inside its frame instead of widening the page.
 */
export function DataTable({ caption, minW = '720px', children }: { caption: string; minW?: string; children: ReactNode }) {
  return (
    <Box position="relative" overflowX="auto" borderWidth="1px" borderRadius="xl" bg="bg" tabIndex={0} role="region" aria-label={caption} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
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
