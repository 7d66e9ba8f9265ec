import { Box, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPeso } from '@shared/money';
import { ORDER_MESSAGES, type OrderStatus } from '@shared/messages/orders';
import { orderStatusMachine } from '@shared/money-machines';
import type { Order } from '@shared/schemas/orders';
import { orderDate, StatusBadge } from '@web/components/orders/order-badge';
import { LeaveReview } from '@web/components/reviews/leave-review';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { orderKeys, useArtistId, useSetOrderStatus, useTransactions } from '@web/api/orders';

/**
 * The switch's texts are here, not in shared/messages/payouts.ts: importing that module would put
 * every payout text in the first load of the sales view (/transaction-history).
 */
const VIEW_TEXT = { sales: 'Sales', earnings: 'Earnings', views: 'Show sales or earnings', loadingEarnings: 'Loading your earnings' } as const;

/** The earnings view, loaded when first shown. */
const EarningsView = lazy(() => import('./earnings-view').then((m) => ({ default: m.EarningsView })));

const showingSales = (from: number, to: number) => (from === 0 ? 'No sales on this page' : `Showing sales ${from} to ${to}`);

/** The statuses an order can go to from its own (shared/money-machines.ts orderStatus): completing and canceling are final. */
const reachable = (status: OrderStatus): OrderStatus[] => [status, ...orderStatusMachine.allowed(status).map((e) => orderStatusMachine.next(status, e)!)];

function StatusSelect({ order, onChange, disabled }: { order: Order; onChange: (status: OrderStatus) => void; disabled: boolean }) {
  const id = useId();
  if (orderStatusMachine.final(order.status)) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="status-final">
        {order.status === 'Completed' ? 'Completed: final' : 'Canceled and refunded: final'}
      </Text>
    );
  }
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
        {reachable(order.status).map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </chakra.select>
    </Flex>
  );
}

type View = 'sales' | 'earnings';

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="3" role="status" aria-label={label}>
      <Skeleton h="20" borderRadius="xl" />
      <Skeleton h="20" borderRadius="xl" />
    </Stack>
  );
}

/** "Sales | Earnings": two toggle buttons, the pressed one is the view shown. */
function ViewSwitch({ value, onChange }: { value: View; onChange: (view: View) => void }) {
  const views: { id: View; label: string }[] = [
    { id: 'sales', label: VIEW_TEXT.sales },
    { id: 'earnings', label: VIEW_TEXT.earnings },
  ];
  return (
    <Flex role="group" aria-label={VIEW_TEXT.views} alignSelf="flex-start" borderWidth="1px" borderRadius="lg" p="1" gap="1" bg="bg.muted">
      {views.map((v) => {
        const pressed = v.id === value;
        return (
          <chakra.button
            key={v.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(v.id)}
            px="4"
            minH="9"
            borderRadius="md"
            fontWeight="medium"
            fontSize="sm"
            bg={pressed ? 'bg' : 'transparent'}
            color={pressed ? 'brand.700' : 'fg.muted'}
            boxShadow={pressed ? 'sm' : undefined}
            _hover={{ color: 'brand.700' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
          >
            {v.label}
          </chakra.button>
        );
      })}
    </Flex>
  );
}

/**
 * The artist's Transactions (profile tab and /transaction-history): their sales, or their
 * earnings (`?view=earnings`), switched at the top.
 */
export function TransactionsTab({ userId }: { userId: string }) {
  const artistId = useArtistId(userId);
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'earnings' ? 'earnings' : 'sales';
  const setView = (next: View) =>
    setSearch(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'earnings') updated.set('view', 'earnings');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );

  let body;
  if (artistId.isError) body = <FormAlert status="error">{ORDER_MESSAGES.noArtistId}</FormAlert>;
  else if (artistId.isPending) body = <Loading label={view === 'sales' ? 'Loading your transactions' : VIEW_TEXT.loadingEarnings} />;
  else if (view === 'sales') body = <SalesList artistId={artistId.data} />;
  else
    body = (
      <Suspense fallback={<Loading label={VIEW_TEXT.loadingEarnings} />}>
        <EarningsView artistId={artistId.data} />
      </Suspense>
    );

  return (
    <Stack gap="4">
      <ViewSwitch value={view} onChange={setView} />
      {body}
    </Stack>
  );
}

/** The artist's paid sales with the buyer's name, 5 a page, each with a Pending / Completed / Canceled dropdown saved at once. */
function SalesList({ artistId }: { artistId: string }) {
  const { cursor, pager } = useServerPages();
  const sales = useTransactions(artistId, cursor);
  const setStatus = useSetOrderStatus();
  const queryClient = useQueryClient();
  // Shown in the row it is about, where the artist changed the status (on a phone the list is long).
  const [notice, setNotice] = useState<{ orderId: string; status: 'success' | 'error'; text: string } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  useLiveMessage('order', () => void queryClient.invalidateQueries({ queryKey: orderKeys.sales() }));

  if (sales.isPending) return <Loading label="Loading your transactions" />;
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

  async function onStatus(order: Order, status: OrderStatus) {
    setNotice(null);
    // Completing releases the money to the artist, canceling refunds the buyer: both are final, so they are asked first.
    const asked =
      status === 'Canceled'
        ? await confirm({
            title: `Cancel and refund ${formatPeso(order.refund_amount)} to the buyer?`,
            message: `${order.user_name} gets ${formatPeso(order.refund_amount)} back for "${order.description}" (the pieces and their part of the 5% fee) and the pieces go back on sale. This cannot be undone.`,
            confirmLabel: 'Cancel and refund',
            destructive: true,
          })
        : status === 'Completed'
          ? await confirm({
              title: `Complete this order and release ${formatPeso(order.amount)} to you?`,
              message: `Crafti sends the money for "${order.description}" (bought by ${order.user_name}) to your PayMongo wallet (once your payouts are active). A completed order can no longer be canceled.`,
              confirmLabel: 'Complete order',
            })
          : true;
    if (!asked) return;
    setStatus.mutate(
      { orderId: order.id, status },
      {
        onSuccess: () => setNotice({ orderId: order.id, status: 'success', text: `Status of "${order.description}" set to ${status}.` }),
        onError: (err) => {
          console.error('Failed to update the order status', err);
          setNotice({ orderId: order.id, status: 'error', text: userMessage(err, ORDER_MESSAGES.updateFailed) });
        },
      },
    );
  }

  return (
    <Stack gap="3">
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
                <StatusSelect order={o} onChange={(s) => void onStatus(o, s)} disabled={setStatus.isPending && setStatus.variables.orderId === o.id} />
              </Flex>
            </Flex>
            {notice?.orderId === o.id ? (
              <Box mt="3">
                {/* A final status replaces the dropdown that was used: the outcome takes the focus. */}
                <OutcomeAlert key={notice.text} status={notice.status} focus>
                  {notice.text}
                </OutcomeAlert>
              </Box>
            ) : null}
            {o.status === 'Completed' ? <LeaveReview kind="order" transactionId={o.id} /> : null}
          </Box>
        ))}
      </Stack>
      <Pager {...pager(page)} format={showingSales} />
      {confirmDialog}
    </Stack>
  );
}
