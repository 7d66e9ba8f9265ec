import { Box, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { formatPeso } from '@shared/money';
import { ORDER_MESSAGES } from '@shared/messages/orders';
import type { Order } from '@shared/schemas/orders';
import { orderDate, StatusBadge } from '@web/components/orders/order-badge';
import { OrderState } from '@web/components/orders/order-state';
import { LeaveReview } from '@web/components/reviews/leave-review';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { orderKeys, useArtistId, useOrderQueue, useTransactions, type OrderLane } from '@web/api/orders';

/**
 * The switch's texts are here, not in shared/messages/payouts.ts: importing that module would put
 * every payout text in the first load of the sales view (/transaction-history).
 */
const VIEW_TEXT = {
  sales: 'Sales',
  to_ship: 'To ship',
  to_answer: 'To answer',
  earnings: 'Earnings',
  views: 'Show sales, what to do, or earnings',
  loadingEarnings: 'Loading your earnings',
} as const;

const VIEWS: View[] = ['sales', 'to_ship', 'to_answer', 'earnings'];

/** What each work list is, and what it says when it is empty. */
const LANE_TEXT: Record<OrderLane, { label: string; empty: string; hint: string; cta: string }> = {
  to_ship: {
    label: 'Orders to ship',
    empty: 'Nothing to ship.',
    hint: 'Paid orders waiting for you to ship them (or have them ready for pickup) show here, the most urgent first.',
    cta: 'Ship or prepare',
  },
  to_answer: {
    label: 'Requests to answer',
    empty: 'Nothing to answer.',
    hint: "A buyer's refund request or a return on its way back to you shows here.",
    cta: 'Answer',
  },
};

/** The earnings view, loaded when first shown. */
const EarningsView = lazy(() => import('./earnings-view').then((m) => ({ default: m.EarningsView })));

const showingSales = (from: number, to: number) =>
  from === 0 ? 'No sales on this page' : `Showing sales ${from} to ${to}`;

type View = 'sales' | OrderLane | 'earnings';

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
  const views = VIEWS.map((id) => ({ id, label: VIEW_TEXT[id] }));
  return (
    <Flex
      role="group"
      aria-label={VIEW_TEXT.views}
      alignSelf="flex-start"
      borderWidth="1px"
      borderRadius="lg"
      p="1"
      gap="1"
      bg="bg.muted"
      wrap="wrap"
    >
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
  const view: View = VIEWS.find((v) => v === search.get('view')) ?? 'sales';
  const setView = (next: View) =>
    setSearch(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next !== 'sales') updated.set('view', next);
        else updated.delete('view');
        // Each list starts on its first page.
        updated.delete('cursor');
        return updated;
      },
      { replace: true },
    );

  let body;
  if (artistId.isError) body = <FormAlert status="error">{ORDER_MESSAGES.noArtistId}</FormAlert>;
  else if (artistId.isPending)
    body = <Loading label={view === 'earnings' ? VIEW_TEXT.loadingEarnings : 'Loading your transactions'} />;
  else if (view === 'sales') body = <SalesList artistId={artistId.data} />;
  else if (view === 'to_ship' || view === 'to_answer') body = <LaneList lane={view} />;
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

/** One sale in a list: what, when, who bought it, the amount, and where it stands (with the way to its page). */
function SaleRow({ order, cta }: { order: Order; cta?: string }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="xl" p="4" data-testid="transaction-row">
      {/* The title and the date get the card's width on a phone; amount, state and the link go under them. */}
      <Flex
        justify="space-between"
        gap="3"
        align={{ base: 'stretch', lg: 'flex-start' }}
        direction={{ base: 'column', lg: 'row' }}
      >
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" overflowWrap="break-word" data-testid="transaction-title">
            {order.description}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="transaction-date">
            <chakra.span whiteSpace="nowrap">{orderDate(order.date)}</chakra.span> · Buyer: {order.user_name}
          </Text>
          {order.delivery ? (
            <Text fontSize="sm" color="fg.muted" data-testid="transaction-where">
              {order.delivery.kind === 'pickup'
                ? `Meet-up/pickup: ${order.delivery.place}`
                : `Ship to ${order.delivery.address.city.name}`}
            </Text>
          ) : null}
        </Box>
        <Flex
          direction={{ base: 'row', lg: 'column' }}
          align={{ base: 'center', lg: 'flex-end' }}
          justify="space-between"
          gap="2"
          wrap="wrap"
          flexShrink={0}
        >
          <Flex align="center" gap="2">
            <Text fontWeight="bold" whiteSpace="nowrap">
              {formatPeso(order.amount)}
            </Text>
            <StatusBadge status={order.status} />
          </Flex>
          <OrderState order={order} cta={cta} />
        </Flex>
      </Flex>
      {order.status === 'Completed' ? <LeaveReview kind="order" transactionId={order.id} /> : null}
    </Box>
  );
}

function NoneYet({ title, hint }: { title: string; hint: string }) {
  return (
    <Box borderWidth="1px" borderRadius="xl" p="8" textAlign="center">
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {hint}
      </Text>
    </Box>
  );
}

/**
 * The artist's paid sales with the buyer's name, 5 a page, each with where it stands and the way
 * to its page (shipping, answering a request and canceling are steps there; completing is the
 * buyer's "Order Received").
 */
function SalesList({ artistId }: { artistId: string }) {
  const { cursor, pager } = useServerPages();
  const sales = useTransactions(artistId, cursor);
  const queryClient = useQueryClient();
  useLiveMessage('order', () => void queryClient.invalidateQueries({ queryKey: orderKeys.sales() }));

  if (sales.isPending) return <Loading label="Loading your transactions" />;
  if (sales.isError && !sales.data)
    return <FormAlert status="error">{userMessage(sales.error, ORDER_MESSAGES.fetchFailed)}</FormAlert>;
  const page = sales.data;
  if (page && page.items.length === 0 && !cursor)
    return <NoneYet title="No sales yet." hint="When someone buys your art, the order shows here." />;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Transactions">
        {page?.items.map((o) => (
          <SaleRow key={o.id} order={o} />
        ))}
      </Stack>
      <Pager {...pager(page)} format={showingSales} />
    </Stack>
  );
}

/** To ship / To answer: the artist's orders waiting on them, the most urgent first, read again on every live order push. */
function LaneList({ lane }: { lane: OrderLane }) {
  const { cursor, pager } = useServerPages();
  const list = useOrderQueue(lane, cursor);
  const queryClient = useQueryClient();
  useLiveMessage('order', () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }));
  const text = LANE_TEXT[lane];

  if (list.isPending) return <Loading label={`Loading your ${text.label.toLowerCase()}`} />;
  if (list.isError && !list.data)
    return <FormAlert status="error">{userMessage(list.error, ORDER_MESSAGES.fetchFailed)}</FormAlert>;
  const page = list.data;
  if (page && page.items.length === 0 && !cursor) return <NoneYet title={text.empty} hint={text.hint} />;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={text.label}>
        {page?.items.map((o) => (
          <SaleRow key={o.id} order={o} cta={text.cta} />
        ))}
      </Stack>
      <Pager {...pager(page)} format={showingSales} />
    </Stack>
  );
}
