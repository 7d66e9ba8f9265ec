import { Box, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatPeso } from '@shared/money';
import { ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus } from '@shared/messages/orders';
import type { Order } from '@shared/schemas/orders';
import { orderDate, StatusBadge } from '@web/components/orders/order-badge';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { orderKeys, useArtistId, useSetOrderStatus, useTransactions } from '@web/api/orders';

const showingSales = (from: number, to: number) => (from === 0 ? 'No sales on this page' : `Showing sales ${from} to ${to}`);

function StatusSelect({ order, onChange, disabled }: { order: Order; onChange: (status: OrderStatus) => void; disabled: boolean }) {
  const id = useId();
  return (
    <Flex align="center" gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted">
        Status
      </chakra.label>
      <chakra.select
        id={id}
        value={order.status}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as OrderStatus)}
        h="9"
        px="2"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </chakra.select>
    </Flex>
  );
}

/**
 * The artist's Transactions (profile tab and /transaction-history): their paid sales with the
 * buyer's name, 5 a page, each with a Pending / Completed / Canceled dropdown saved at once.
 */
export function TransactionsTab({ userId }: { userId: string }) {
  const artistId = useArtistId(userId);
  const { cursor, pager } = useServerPages();
  const sales = useTransactions(artistId.data, cursor);
  const setStatus = useSetOrderStatus();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  useLiveMessage('order', () => void queryClient.invalidateQueries({ queryKey: orderKeys.sales() }));

  if (artistId.isError) return <FormAlert status="error">{ORDER_MESSAGES.noArtistId}</FormAlert>;
  if (artistId.isPending || sales.isPending) {
    return (
      <Stack gap="3" role="status" aria-label="Loading your transactions">
        <Skeleton h="20" borderRadius="xl" />
        <Skeleton h="20" borderRadius="xl" />
      </Stack>
    );
  }
  if (sales.isError && !sales.data) return <FormAlert status="error">{userMessage(sales.error, ORDER_MESSAGES.fetchFailed)}</FormAlert>;
  const page = sales.data;
  if (page && page.items.length === 0 && !cursor) {
    return (
      <Box borderWidth="1px" borderRadius="xl" p="8" textAlign="center">
        <Text fontWeight="semibold">No sales yet.</Text>
        <Text color="fg.muted" fontSize="sm">
          When someone buys your art, the order shows here.
        </Text>
      </Box>
    );
  }

  function onStatus(order: Order, status: OrderStatus) {
    setNotice(null);
    setStatus.mutate(
      { orderId: order.id, status },
      {
        onSuccess: () => setNotice({ status: 'success', text: `Status of "${order.description}" set to ${status}.` }),
        onError: (err) => {
          console.error('Failed to update the order status', err);
          setNotice({ status: 'error', text: ORDER_MESSAGES.updateFailed });
        },
      },
    );
  }

  return (
    <Stack gap="3">
      {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Transactions">
        {page?.items.map((o) => (
          <Box as="li" key={o.id} borderWidth="1px" borderRadius="xl" p="4" data-testid="transaction-row">
            {/* The title and the date get the card's width on a phone; amount, state and status go under them. */}
            <Flex justify="space-between" gap="3" align={{ base: 'stretch', lg: 'flex-start' }} direction={{ base: 'column', lg: 'row' }}>
              <Box minW="0" flex="1">
                <Text fontWeight="semibold" overflowWrap="break-word" data-testid="transaction-title">
                  {o.description}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-testid="transaction-date">
                  <chakra.span whiteSpace="nowrap">{orderDate(o.date)}</chakra.span> · Buyer: {o.user_name}
                </Text>
              </Box>
              <Flex direction={{ base: 'row', lg: 'column' }} align={{ base: 'center', lg: 'flex-end' }} justify="space-between" gap="2" wrap="wrap" flexShrink={0}>
                <Flex align="center" gap="2">
                  <Text fontWeight="bold" whiteSpace="nowrap">
                    {formatPeso(o.amount)}
                  </Text>
                  <StatusBadge status={o.status} />
                </Flex>
                <StatusSelect order={o} onChange={(s) => onStatus(o, s)} disabled={setStatus.isPending && setStatus.variables.orderId === o.id} />
              </Flex>
            </Flex>
          </Box>
        ))}
      </Stack>
      <Pager {...pager(page)} format={showingSales} />
    </Stack>
  );
}
