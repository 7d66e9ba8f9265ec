import { Box, Button, Container, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@web/lib/link';
import { formatPeso } from '@shared/money';
import type { Checkout } from '@shared/schemas/orders';
import { OrderBadge } from '@web/components/orders/order-badge';
import { AmountRows } from '@web/components/ui/amount-rows';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { checkoutKeys, useCheckout } from '../api/checkout';

/** How often, and how long, the page asks while PayMongo's webhook is on its way. */
const POLL_MS = 2000;
const POLL_FOR_MS = 60_000;

type Outcome = 'paid' | 'confirming' | 'waiting' | 'canceled' | 'failed' | 'expired' | 'refund_pending' | 'refunded';

const TEXTS: Record<Outcome, { title: string; text: string; status: 'success' | 'info' | 'error' }> = {
  paid: {
    title: 'Payment received',
    text: 'Thank you! Your order is paid. A receipt is on its way to your e-mail, and the artists have been told.',
    status: 'success',
  },
  confirming: {
    title: 'Confirming your payment…',
    text: 'PayMongo is telling us about your payment. This takes a few seconds.',
    status: 'info',
  },
  waiting: {
    title: 'Payment not confirmed yet',
    text: 'We have not heard from PayMongo yet. Your Orders tab shows the order as soon as the payment is confirmed.',
    status: 'info',
  },
  canceled: {
    title: 'Payment canceled',
    text: 'You left the payment page, so nothing was charged. The pieces stay in your cart, held for you for a short while.',
    status: 'info',
  },
  failed: {
    title: 'Payment failed',
    text: 'Your payment did not go through and nothing was charged. The pieces stay reserved for you for a short while: return to the payment page to try another card or e-wallet.',
    status: 'error',
  },
  expired: {
    title: 'Payment expired',
    text: 'The payment was not completed in time, so nothing was charged and the pieces went back to the shop.',
    status: 'error',
  },
  refund_pending: {
    title: 'Payment being refunded',
    text: 'Your payment came after the checkout had lapsed and the pieces were sold meanwhile, so no order could be made. We are refunding the whole payment to the way you paid.',
    status: 'info',
  },
  refunded: {
    title: 'Payment refunded',
    text: 'Your payment came after the checkout had lapsed and the pieces were sold meanwhile, so we refunded the whole payment. Card refunds can take 5 to 10 banking days to show.',
    status: 'info',
  },
};

function outcomeOf(checkout: Checkout, canceled: boolean, polling: boolean): Outcome {
  if (checkout.status !== 'pending') return checkout.status;
  if (canceled) return 'canceled';
  return polling ? 'confirming' : 'waiting';
}

/**
 * /checkout/complete?checkout=<id>[&canceled=1]: where PayMongo sends the buyer back. Shows the
 * checkout's state, asking again every 2 s for a minute while a webhook may be on its way (a
 * declined card comes back through the cancel link too) (and at
 * once when the live 'order' push says it landed), with its orders.
 */
export function Component() {
  usePageTitle('Your order');
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const canceled = params.get('canceled') === '1';
  const { role } = useAuth();
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(true);
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setPolling(false), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [polling]);
  const checkout = useCheckout(checkoutId, polling ? POLL_MS : false);
  useLiveMessage('order', (m) => {
    if (m.checkoutId === checkoutId) void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(checkoutId) });
  });

  const ordersPath = `/${role === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`;
  let body;
  if (!checkoutId) {
    body = <FormAlert status="error">This link does not name an order. Your Orders tab lists them all.</FormAlert>;
  } else if (checkout.isPending) {
    body = (
      <Flex align="center" gap="3" role="status">
        <Spinner color="brand.600" />
        <Text>Loading your order…</Text>
      </Flex>
    );
  } else if (checkout.isError) {
    body = <FormAlert status="error">{userMessage(checkout.error, 'Failed to fetch orders.')}</FormAlert>;
  } else {
    const c = checkout.data;
    const outcome = outcomeOf(c, canceled, polling);
    const { title, text, status } = TEXTS[outcome];
    body = (
      <Stack gap="6">
        <Stack gap="2">
          <Flex align="center" gap="3">
            {outcome === 'confirming' ? <Spinner color="brand.600" size="sm" /> : null}
            <Heading as="h2" size="xl" data-testid="checkout-outcome">
              {title}
            </Heading>
          </Flex>
          <FormAlert status={status}>
            {text}
            {outcome === 'failed' && c.last_payment_error ? ` PayMongo said: ${c.last_payment_error}` : ''}
          </FormAlert>
          {/* The way back to the payment, under the message that offers it (not below the orders, off a phone's screen). */}
          {(outcome === 'canceled' || outcome === 'waiting' || outcome === 'failed') && c.checkout_url ? (
            <Button asChild colorPalette="brand" alignSelf="flex-start" mt="2">
              <a href={c.checkout_url}>Return to payment</a>
            </Button>
          ) : null}
        </Stack>
        <Stack as="section" aria-labelledby="orders-heading" gap="3">
          <Heading as="h2" id="orders-heading" size="md">
            {c.orders.length === 1 ? 'Order' : `Orders (one per artist)`}
          </Heading>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
            {c.orders.map((o) => (
              <Box as="li" key={o.id} borderWidth="1px" borderRadius="xl" bg="bg" p="4">
                {/* On a phone the amount and state go under the title, abreast and from the left. */}
                <Flex justify="space-between" gap="3" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
                  <Box minW="0">
                    <Text fontWeight="semibold" wordBreak="break-word">
                      {o.description}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      by {o.artist_name}
                    </Text>
                  </Box>
                  <Flex
                    direction={{ base: 'row', sm: 'column' }}
                    align={{ base: 'center', sm: 'flex-end' }}
                    gap={{ base: '2', sm: '1' }}
                    wrap="wrap"
                    flexShrink={0}
                  >
                    <Text fontWeight="bold" whiteSpace="nowrap">
                      {formatPeso(o.amount)}
                    </Text>
                    <OrderBadge order={o} />
                  </Flex>
                </Flex>
              </Box>
            ))}
          </Stack>
        </Stack>
        <Box maxW="sm">
          <AmountRows amounts={c} />
        </Box>
      </Stack>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Your order
        </Heading>
        {body}
        <Flex gap="3" wrap="wrap">
          <Button asChild variant="outline" colorPalette="brand">
            <Link to={ordersPath}>View your orders</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/browse-arts">Browse Arts</Link>
          </Button>
          {canceled ||
          checkout.data?.status === 'failed' ||
          checkout.data?.status === 'expired' ||
          checkout.data?.status === 'refunded' ? (
            <Button asChild variant="ghost" colorPalette="brand">
              <Link to="/cart">Back to your cart</Link>
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </Container>
  );
}
