import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Order } from '@shared/schemas/orders';
import { Link } from '@web/lib/link';
import { FulfilmentBadge } from './fulfilment-badge';
import { listDateOf } from './order-words';

/**
 * Where an order stands, in a list (the buyer's Orders, the artist's Sales, To ship, To answer):
 * its fulfilment state, the date that matters now, and the way to its page, where every step is
 * taken. Only a paid order has a page worth opening; an unpaid one says where its payment stands.
 */
export function OrderState({
  order,
  cta = 'View order',
  align = { base: 'flex-start', lg: 'flex-end' },
}: {
  order: Order;
  cta?: string;
  align?: 'flex-end' | { base: string; lg: string };
}) {
  const when = order.payment_status === 'paid' ? listDateOf(order) : null;
  return (
    <Stack gap="1.5" align={align}>
      {order.payment_status === 'paid' ? (
        <Flex align="center" gap="2" wrap="wrap">
          <FulfilmentBadge state={order.fulfilment} />
          {when ? (
            <Text as="span" fontSize="sm" color="fg.muted" data-testid="order-when">
              {when}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      {order.payment_status === 'paid' ? (
        <Button asChild size="sm" variant={order.actions.length > 0 ? 'solid' : 'outline'} colorPalette="brand">
          <Link to={`/orders/${order.id}`}>{cta}</Link>
        </Button>
      ) : null}
    </Stack>
  );
}
