import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import type { Priority } from '@shared/messages/projects';
import { formatPeso } from '@shared/money';

/** What the project dashboard's parts share. */

/** A progress bar (the theme carries no Progress recipe: first-load budget). */
export function Bar({ value, label }: { value: number; label: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${value}%`} h="2" bg="brand.50" borderRadius="full" overflow="hidden">
      <Box h="full" w={`${value}%`} bg="brand.600" transition="width 0.3s" />
    </Box>
  );
}

export type Flash = { status: 'success' | 'error'; text: string } | null;

/** Priority colours of part 2 §4: High red, Normal blue, Low green. */
export const PRIORITY_PALETTE: Record<Priority, string> = { High: 'red', Normal: 'blue', Low: 'green' };
export const budgetText = (budget: string) => (Number.isFinite(Number(budget)) ? formatPeso(Math.round(Number(budget) * 100)) : budget);

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge colorPalette={PRIORITY_PALETTE[priority]} variant="subtle">
      {priority}
    </Badge>
  );
}

export const selectStyle = { h: '9', px: '2', borderWidth: '1px', borderRadius: 'md', bg: 'bg', fontSize: 'sm', maxW: 'full' } as const;

export function Paging({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Flex justify="space-between" align="center" mt="4" gap="2">
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {pages}
      </Text>
      <Flex gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
