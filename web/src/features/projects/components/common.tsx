import { Badge } from '@chakra-ui/react';
import type { Priority } from '@shared/messages/projects';
import { formatPeso } from '@shared/money';

/** What the project dashboard's parts share. */

export type Flash = { status: 'success' | 'error'; text: string } | null;

/** Priority colours of part 2 §4: High red, Normal blue, Low green. */
export const PRIORITY_PALETTE: Record<Priority, string> = { High: 'red', Normal: 'blue', Low: 'green' };
export const budgetText = (budget: string) =>
  Number.isFinite(Number(budget)) ? formatPeso(Math.round(Number(budget) * 100)) : budget;

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge colorPalette={PRIORITY_PALETTE[priority]} variant="subtle">
      {priority}
    </Badge>
  );
}

export const selectStyle = {
  h: '9',
  px: '2',
  borderWidth: '1px',
  borderRadius: 'md',
  bg: 'bg',
  fontSize: 'sm',
  maxW: 'full',
} as const;
