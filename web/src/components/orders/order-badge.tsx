import { Badge, Flex, Text } from '@chakra-ui/react';
import type { Order } from '@shared/schemas/orders';

/** Part 1 §4: yellow Pending, green Completed, red Canceled, grey for anything else. */
const STATUS_COLOURS: Record<string, { palette: string; color: string }> = {
  Pending: { palette: 'yellow', color: 'yellow.900' },
  Completed: { palette: 'green', color: 'green.800' },
  Canceled: { palette: 'red', color: 'red.800' },
};

const PAYMENT_TEXTS: Record<string, { text: string; palette: string; color: string }> = {
  pending: { text: 'Awaiting payment', palette: 'blue', color: 'blue.800' },
  failed: { text: 'Payment failed', palette: 'red', color: 'red.800' },
  expired: { text: 'Payment expired', palette: 'gray', color: 'gray.800' },
};

/**
 * An order's state in one badge: where its payment stands until it is paid, then the artist's
 * Pending / Completed / Canceled.
 */
export function OrderBadge({ order }: { order: Pick<Order, 'status' | 'payment_status'> }) {
  if (order.payment_status !== 'paid') {
    const payment = PAYMENT_TEXTS[order.payment_status] ?? {
      text: order.payment_status,
      palette: 'gray',
      color: 'gray.800',
    };
    return (
      <Badge colorPalette={payment.palette} color={payment.color} variant="subtle" size="md" data-testid="order-state">
        {payment.text}
      </Badge>
    );
  }
  // Paid: the artist's status, said to be about a paid order (a bare "Pending" reads like the payment).
  return (
    <Flex align="center" gap="1.5">
      <Text as="span" fontSize="xs" fontWeight="semibold" color="green.800">
        Paid
      </Text>
      <StatusBadge status={order.status} />
    </Flex>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const colours = STATUS_COLOURS[status] ?? { palette: 'gray', color: 'gray.800' };
  return (
    <Badge colorPalette={colours.palette} color={colours.color} variant="subtle" size="md" data-testid="order-state">
      {status}
    </Badge>
  );
}

/** "November 20, 2026" for an order's date. */
export const orderDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
