import { Box, Button, chakra, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { COURIER_LABELS } from '@shared/fulfilment';
import { shortDay } from '@web/components/orders/order-words';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { usePageTitle } from '@web/lib/page-title';
import { useOrder } from '@web/api/orders';

/** On paper, only the slip: the site's bar, the links and the Print button stay on screen. */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  [data-packing-slip], [data-packing-slip] * { visibility: visible !important; }
  [data-packing-slip] { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0 !important; }
  [data-no-print] { display: none !important; }
  @page { margin: 14mm; }
}`;

/**
 * /orders/:orderId/packing-slip (the artist): what goes in and on the parcel, to print: the
 * buyer's name, the full address with their mobile, the items and quantities, the order's id.
 */
export function Component() {
  const { orderId } = useParams();
  const order = useOrder(orderId);
  const o = order.data;
  usePageTitle(o ? `Packing slip: ${o.description}` : 'Packing slip');

  if (order.isPending) {
    return (
      <Container maxW="3xl" py="10">
        <Stack gap="4" role="status" aria-label="Loading the packing slip">
          <Skeleton h="10" w="60%" />
          <Skeleton h="40" />
        </Stack>
      </Container>
    );
  }
  if (order.isError || !o) {
    return (
      <Container maxW="3xl" py="10">
        <Heading as="h1" size="2xl" mb="4">
          Packing slip
        </Heading>
        <FormAlert status="error">{userMessage(order.error, 'Failed to load the order.')}</FormAlert>
      </Container>
    );
  }
  const d = o.delivery;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', sm: '6' }}>
      <style>{PRINT_CSS}</style>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="6" data-no-print>
        <Button asChild variant="ghost" size="sm" ms="-2">
          <Link to={`/orders/${o.id}`}>← Back to the order</Link>
        </Button>
        <Button colorPalette="brand" onClick={() => window.print()}>
          Print
        </Button>
      </Flex>
      <Box data-packing-slip borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '8' }} bg="bg">
        <Stack gap="6">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              Packing slip
            </Heading>
            <Text fontSize="sm" textAlign="end" overflowWrap="anywhere">
              Order {o.id}
              <br />
              {shortDay(o.paid_at ?? o.date)}
            </Text>
          </Flex>
          <Box>
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
              {d?.kind === 'pickup' ? 'Meet-up with' : 'Ship to'}
            </Text>
            {d?.kind === 'ship' ? (
              <chakra.address fontStyle="normal" fontSize="lg" overflowWrap="anywhere" data-testid="slip-address">
                <Text fontWeight="bold">{d.address.contact_name}</Text>
                <Text>{d.address.street}</Text>
                <Text>
                  {d.address.barangay.name}, {d.address.city.name}
                </Text>
                <Text>
                  {[
                    d.address.province && d.address.province.name !== d.address.city.name
                      ? d.address.province.name
                      : null,
                    d.address.region.name,
                    d.address.zip,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Text>
                <Text>Mobile: {d.address.mobile}</Text>
              </chakra.address>
            ) : (
              <Box fontSize="lg">
                <Text fontWeight="bold">{o.user_name}</Text>
                {d?.kind === 'pickup' ? <Text>{d.place}</Text> : null}
              </Box>
            )}
          </Box>
          <Box>
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
              From
            </Text>
            <Text>{o.artist_name}, through Crafti</Text>
          </Box>
          <chakra.table w="full" fontSize="md" borderCollapse="collapse">
            <caption style={{ textAlign: 'start', fontWeight: 600, marginBottom: '0.5rem' }}>
              Items for {o.user_name}
            </caption>
            <thead>
              <tr>
                <chakra.th textAlign="start" borderBottomWidth="2px" py="2">
                  Item
                </chakra.th>
                <chakra.th textAlign="end" borderBottomWidth="2px" py="2">
                  Quantity
                </chakra.th>
              </tr>
            </thead>
            <tbody>
              {o.items.map((i) => (
                <tr key={i.art_id}>
                  <chakra.td borderBottomWidth="1px" py="2" overflowWrap="anywhere">
                    {i.title}
                  </chakra.td>
                  <chakra.td borderBottomWidth="1px" py="2" textAlign="end">
                    {i.quantity}
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
          {o.courier && o.tracking ? (
            <Text>
              Sent with {COURIER_LABELS[o.courier]}, tracking {o.tracking}
            </Text>
          ) : o.ship_by ? (
            <Text data-no-print color="fg.muted">
              Ship by {shortDay(o.ship_by)}.
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            Thank you for buying handmade from a Filipino artist. Something wrong? Open the order on Crafti within its
            guarantee window.
          </Text>
        </Stack>
      </Box>
    </Container>
  );
}
