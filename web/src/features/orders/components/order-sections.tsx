import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { COURIER_LABELS } from '@shared/fulfilment';
import { formatPeso } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { FulfilmentBadge } from '@web/components/orders/fulfilment-badge';
import { dayAndTime, keyDateOf, shareOf, shortDay, type Side } from '@web/components/orders/order-words';
import { Link } from '@web/lib/link';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} minW="0">
      <Heading as="h2" size="lg" id={`${id}-heading`} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const linkStyle = { color: 'brand.700', textDecoration: 'underline', fontWeight: 'medium' } as const;

/** The order's description, its two people (linked), when it was bought, its state, and the date that matters now. */
export function OrderHeader({ order: o, side }: { order: Order; side: Side }) {
  const keyDate = keyDateOf(o, side);
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {o.description}
        </Heading>
        <Text color="fg.muted">
          Sold by{' '}
          <chakra.span {...linkStyle}>
            <Link to={`/profile/artist/${o.artist_id}`}>{o.artist_name}</Link>
          </chakra.span>{' '}
          · Bought by{' '}
          <chakra.span {...linkStyle}>
            <Link to={`/profile/client/${o.user_id}`}>{o.user_name}</Link>
          </chakra.span>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Order {o.id} · {o.paid_at ? `paid ${dayAndTime(o.paid_at)}` : dayAndTime(o.date)}
        </Text>
      </Stack>
      <Flex gap="2" wrap="wrap" align="center">
        <FulfilmentBadge state={o.fulfilment} />
        {o.extended ? (
          <Text fontSize="sm" color="fg.muted">
            Extended once
          </Text>
        ) : null}
      </Flex>
      {keyDate ? (
        <Box
          bg="blue.50"
          borderWidth="1px"
          borderColor="blue.300"
          color="blue.900"
          borderRadius="md"
          px="4"
          py="3"
          data-testid="order-key-date"
        >
          <Text>{keyDate}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}

function MoneyRow({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={strong ? 'bold' : 'normal'}
      borderTopWidth={strong ? '1px' : undefined}
      pt={strong ? '2' : undefined}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" data-testid={`order-${testId}`} whiteSpace="nowrap">
        {formatPeso(value)}
      </Text>
    </Flex>
  );
}

/** The pieces with their prices, and the money: what the buyer paid, or the artist's share; at the end, where it went. */
export function ItemsAndMoney({ order: o, side }: { order: Order; side: Side }) {
  const ended = o.released !== null || o.refunded !== null;
  return (
    <Section id="order-items" title="Items and money">
      <Stack gap="4">
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label="Items">
          {o.items.map((i) => (
            <Flex as="li" key={i.art_id} justify="space-between" gap="3" borderBottomWidth="1px" pb="2">
              <Box minW="0">
                <chakra.span {...linkStyle} overflowWrap="anywhere">
                  <Link to={`/art/${i.art_id}`}>{i.title}</Link>
                </chakra.span>
                <Text fontSize="sm" color="fg.muted">
                  {i.quantity} × {formatPeso(i.unit_price)}
                </Text>
              </Box>
              <Text whiteSpace="nowrap">{formatPeso(i.amount)}</Text>
            </Flex>
          ))}
        </Stack>
        <Stack as="dl" gap="2" maxW={{ md: 'md' }} ms={{ md: 'auto' }} w="full">
          <MoneyRow label="Pieces" value={o.amount} testId="pieces" />
          <MoneyRow label="Shipping" value={o.shipping} testId="shipping" />
          {side === 'artist' ? (
            <MoneyRow label="Your share" value={shareOf(o)} strong testId="share" />
          ) : (
            <>
              <MoneyRow label="Crafti’s 5%" value={o.fee} testId="fee" />
              <MoneyRow
                label={side === 'buyer' ? 'You paid' : 'The buyer paid'}
                value={o.refund_amount}
                strong
                testId="paid"
              />
            </>
          )}
          {ended ? (
            <>
              <MoneyRow
                label={side === 'artist' ? 'Released to you' : 'Released to the artist'}
                value={o.released ?? 0}
                testId="released"
              />
              <MoneyRow
                label={side === 'buyer' ? 'Refunded to you' : 'Refunded to the buyer'}
                value={o.refunded ?? 0}
                testId="refunded"
              />
            </>
          ) : null}
        </Stack>
        {!ended && o.fulfilment !== 'canceled' ? (
          <Text fontSize="sm" color="fg.muted">
            {side === 'artist'
              ? 'Crafti holds your share until the buyer confirms receiving it or the guarantee window ends.'
              : 'Crafti holds the artist’s share until you confirm receiving it or the guarantee window ends.'}
          </Text>
        ) : null}
      </Stack>
    </Section>
  );
}

/** Where it goes: the address as it was at checkout, or the meet-up place (only the two sides and admins read it). */
export function DeliverySection({ order: o, side }: { order: Order; side: Side }) {
  const d = o.delivery;
  if (!d) return null;
  if (d.kind === 'pickup') {
    return (
      <Section id="order-delivery" title="Meet-up / pickup">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {d.place}
        </Text>
        {d.note ? (
          <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
            {d.note}
          </Text>
        ) : null}
      </Section>
    );
  }
  const a = d.address;
  return (
    <Section id="order-delivery" title={side === 'artist' ? 'Ship to' : 'Delivery address'}>
      <chakra.address fontStyle="normal" overflowWrap="anywhere" data-testid="order-address">
        <Text fontWeight="medium">{a.contact_name}</Text>
        <Text>{a.mobile}</Text>
        <Text>{a.street}</Text>
        <Text>{[a.barangay.name, a.city.name].join(', ')}</Text>
        <Text>
          {[a.province && a.province.name !== a.city.name ? a.province.name : null, a.region.name, a.zip]
            .filter(Boolean)
            .join(', ')}
        </Text>
      </chakra.address>
      <Text fontSize="sm" color="fg.muted" mt="2">
        About {d.delivery_days} {d.delivery_days === 1 ? 'day' : 'days'} on the way once shipped.
      </Text>
    </Section>
  );
}

/** The courier, the tracking number (a link where the courier has a public page), the parcel's photo. */
export function TrackingSection({ order: o }: { order: Order }) {
  if (!o.courier && !o.tracking && !o.parcel_photo_url) return null;
  return (
    <Section id="order-tracking" title="Tracking">
      <Stack gap="2">
        <Text data-testid="order-tracking">
          {o.courier ? COURIER_LABELS[o.courier] : 'Courier'}{' '}
          {o.tracking_url ? (
            <chakra.a href={o.tracking_url} target="_blank" rel="noreferrer" {...linkStyle}>
              {o.tracking}
              <chakra.span srOnly> (opens the courier’s tracking page)</chakra.span>
            </chakra.a>
          ) : (
            <chakra.span fontWeight="medium">{o.tracking}</chakra.span>
          )}
        </Text>
        {o.shipped_at ? (
          <Text fontSize="sm" color="fg.muted">
            Shipped {shortDay(o.shipped_at)}
          </Text>
        ) : null}
        {o.parcel_photo_url ? (
          <chakra.a
            href={o.parcel_photo_url}
            target="_blank"
            rel="noreferrer"
            display="inline-block"
            alignSelf="flex-start"
            borderRadius="md"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
          >
            <chakra.img
              src={o.parcel_photo_url}
              alt="The parcel as it was shipped"
              w="32"
              h="32"
              objectFit="cover"
              borderRadius="md"
              loading="lazy"
            />
          </chakra.a>
        ) : null}
      </Stack>
    </Section>
  );
}
