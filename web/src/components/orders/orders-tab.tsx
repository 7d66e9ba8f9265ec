import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@web/lib/link';
import { formatPeso } from '@shared/money';
import { ORDER_MESSAGES } from '@shared/messages/orders';
import type { Order } from '@shared/schemas/orders';
import { OrderBadge, orderDate } from '@web/components/orders/order-badge';
import { OrderState } from '@web/components/orders/order-state';
import { LeaveReview } from '@web/components/reviews/leave-review';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { orderKeys, useOrders } from '@web/api/orders';

export const showingOrders = (from: number, to: number) =>
  from === 0 ? 'No orders on this page' : `Showing orders ${from} to ${to}`;

function OrderRow({ order }: { order: Order }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="xl" p="4" data-testid="order-row">
      <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" wordBreak="break-word">
            {order.description}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {orderDate(order.date)} · by {order.artist_name}
          </Text>
        </Box>
        <Stack align="flex-end" gap="1">
          <Text fontWeight="bold">{formatPeso(order.amount)}</Text>
          <OrderBadge order={order} />
          <OrderState order={order} align="flex-end" />
          {order.money === 'refund_pending' || order.money === 'refunded' ? (
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color={order.money === 'refunded' ? 'green.800' : 'orange.800'}
              data-testid="order-refund"
            >
              {order.money === 'refunded'
                ? `Refunded ${formatPeso(order.refund_amount)}`
                : `Refund of ${formatPeso(order.refund_amount)} pending`}
            </Text>
          ) : null}
        </Stack>
      </Flex>
      {order.status === 'Completed' ? <LeaveReview kind="order" transactionId={order.id} /> : null}
    </Box>
  );
}

/**
 * The profile's Orders tab: the person's own orders, newest first, 5 a page, read again every 5
 * seconds while open (part 1 §9) and at once on a live 'order' push.
 */
export function OrdersTab({ userId }: { userId: string }) {
  const { cursor, pager } = useServerPages();
  const orders = useOrders(userId, cursor);
  const queryClient = useQueryClient();
  useLiveMessage('order', () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }));
  const page = orders.data;

  if (orders.isPending) {
    return (
      <Stack gap="3" role="status" aria-label="Loading your orders">
        <Skeleton h="20" borderRadius="xl" />
        <Skeleton h="20" borderRadius="xl" />
      </Stack>
    );
  }
  if (orders.isError && !page)
    return <FormAlert status="error">{userMessage(orders.error, ORDER_MESSAGES.fetchFailed)}</FormAlert>;
  if (page && page.items.length === 0 && !cursor) {
    return (
      <Stack borderWidth="1px" borderRadius="xl" p="8" textAlign="center" align="center" gap="3">
        <Text fontWeight="semibold">You have no orders yet.</Text>
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <Link to="/browse-arts">Browse Arts</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Orders">
        {page?.items.map((o) => (
          <OrderRow key={o.id} order={o} />
        ))}
      </Stack>
      <Pager {...pager(page)} format={showingOrders} />
    </Stack>
  );
}
