import { Badge } from '@chakra-ui/react';

const PALETTES: Record<string, string> = {
  Open: 'green',
  Closed: 'gray',
  'In Progress': 'yellow',
  Completed: 'brand',
  Pending: 'yellow',
  Accepted: 'green',
  Rejected: 'red',
};

/** A job's or an application's status as a coloured badge. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge
      colorPalette={PALETTES[status] ?? 'gray'}
      variant="subtle"
      aria-label={label ? `${label}: ${status}` : undefined}
    >
      {status}
    </Badge>
  );
}
