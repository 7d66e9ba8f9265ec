import { Badge } from '@chakra-ui/react';
import { STATE_LABELS, type FulfilmentState } from '@shared/fulfilment';

/** Each fulfilment state's colour: waiting on the artist, on its way, a request open, ended well, ended with money back. */
const COLOURS: Record<FulfilmentState, { palette: string; color: string }> = {
  to_ship: { palette: 'yellow', color: 'yellow.900' },
  shipped: { palette: 'blue', color: 'blue.800' },
  ready_for_pickup: { palette: 'blue', color: 'blue.800' },
  refund_requested: { palette: 'orange', color: 'orange.900' },
  return_requested: { palette: 'orange', color: 'orange.900' },
  returning: { palette: 'orange', color: 'orange.900' },
  disputed: { palette: 'purple', color: 'purple.800' },
  completed: { palette: 'green', color: 'green.800' },
  canceled: { palette: 'red', color: 'red.800' },
  refunded: { palette: 'gray', color: 'gray.800' },
};

/** An order's fulfilment state in a word or two (shared/fulfilment.ts STATE_LABELS). */
export function FulfilmentBadge({ state }: { state: FulfilmentState }) {
  const c = COLOURS[state];
  return (
    <Badge
      colorPalette={c.palette}
      color={c.color}
      variant="subtle"
      size="md"
      whiteSpace="normal"
      data-testid="fulfilment-state"
    >
      {STATE_LABELS[state]}
    </Badge>
  );
}
