import { Box, Button, Container, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { OrderTimeline } from '@web/components/orders/order-timeline';
import { sideOf, type Side } from '@web/components/orders/order-words';
import { RefundRequestView } from '@web/components/orders/refund-request-view';
import { LeaveReview } from '@web/components/reviews/leave-review';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useOrder } from '@web/api/orders';
import { OrderActions } from '../components/order-actions';
import { DeliverySection, ItemsAndMoney, OrderHeader, Section, TrackingSection } from '../components/order-sections';

/** Where the reader came from: their orders, their sales, or the admins' dashboard. */
function backOf(side: Side | null, role: string | null): { to: string; label: string } {
  if (side === 'artist') return { to: '/transaction-history', label: '← Back to your sales' };
  if (side === 'admin') return { to: '/admin-dashboard', label: '← Back to the dashboard' };
  return {
    to: role === 'Artist' ? '/artist-profile?tab=orders' : '/client-profile?tab=orders',
    label: '← Back to your orders',
  };
}

/**
 * /orders/:orderId: one order as its buyer, its artist or an admin sees it (docs/fulfilment.md):
 * where it stands and the date that matters now, what the reader can do next (exactly the
 * server's `actions`), the refund request, tracking, where it goes, the items and the money, and
 * the timeline. Read again on every live push about it, so the other side's steps show without
 * a reload.
 */
export function Component() {
  const { orderId } = useParams();
  const { user, role } = useAuth();
  const order = useOrder(orderId);
  const o = order.data;
  usePageTitle(o?.description ?? 'Order');
  const side = o ? sideOf(o, user?.userId, role) : null;
  const back = backOf(side, role);

  let body;
  if (order.isPending) {
    body = (
      <Stack gap="4" role="status" aria-label="Loading the order">
        <Skeleton h="10" w="60%" />
        <Skeleton h="24" />
        <Skeleton h="40" />
      </Stack>
    );
  } else if (order.isError || !o || !side) {
    body = (
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          Order
        </Heading>
        <FormAlert status="error">{userMessage(order.error, 'Failed to load the order.')}</FormAlert>
      </Stack>
    );
  } else {
    body = (
      <Stack gap={{ base: '6', md: '8' }}>
        <OrderHeader order={o} side={side} />
        <OrderActions order={o} />
        {side !== 'admin' && o.status === 'Completed' ? <LeaveReview kind="order" transactionId={o.id} /> : null}
        {o.refund_request ? (
          <Section id="order-refund" title="Refund request">
            <RefundRequestView order={o} request={o.refund_request} />
          </Section>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
          <DeliverySection order={o} side={side} />
          <TrackingSection order={o} />
        </SimpleGrid>
        {side === 'artist' && o.delivery?.kind === 'ship' ? (
          <Box>
            <Button asChild variant="outline" size="sm">
              <Link to={`/orders/${o.id}/packing-slip`}>Print the packing slip</Link>
            </Button>
          </Box>
        ) : null}
        <ItemsAndMoney order={o} side={side} />
        <Section id="order-timeline" title="Timeline">
          <OrderTimeline order={o} />
        </Section>
      </Stack>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', sm: '6' }}>
      <Button asChild variant="ghost" size="sm" mb="4" ms="-2">
        <Link to={back.to}>{back.label}</Link>
      </Button>
      {body}
    </Container>
  );
}
