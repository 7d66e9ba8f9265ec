import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { COURIER_LABELS, REFUND_REASON_LABELS, trackingLink } from '@shared/fulfilment';
import { formatPeso } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { dayAndTime, shortDay } from './order-words';

type Request = NonNullable<Order['refund_request']>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt fontWeight="semibold">{label}</chakra.dt>
      <chakra.dd m="0" overflowWrap="anywhere" whiteSpace="pre-line">
        {children}
      </chakra.dd>
    </>
  );
}

/**
 * A refund request as both sides and the admins read it: the buyer's reason, details, photos and
 * amount; the artist's note or statement; the return's tracking; Crafti's decision.
 */
export function RefundRequestView({
  order,
  request: r,
}: {
  order: Pick<Order, 'user_name' | 'artist_name'>;
  request: Request;
}) {
  const returnLink = r.return_courier && r.return_tracking ? trackingLink(r.return_courier, r.return_tracking) : null;
  return (
    <Stack gap="3" data-testid="refund-request">
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' }}
        columnGap="4"
        rowGap="1"
        fontSize="sm"
      >
        <Row label="Asked">
          {dayAndTime(r.asked_at)} by {order.user_name}
        </Row>
        <Row label="Reason">{REFUND_REASON_LABELS[r.reason]}</Row>
        <Row label="Amount asked">
          <span data-testid="refund-asked">{formatPeso(r.amount)}</span>
        </Row>
        <Row label="What happened">{r.details}</Row>
        {r.artist_note ? (
          <Row label={r.contested_at ? `${order.artist_name}’s statement` : `${order.artist_name}’s note`}>
            {r.artist_note}
          </Row>
        ) : null}
        {r.return_required ? (
          <Row label="Return">{r.return_by ? `Asked back by ${shortDay(r.return_by)}` : 'Asked back'}</Row>
        ) : null}
        {r.return_courier && r.return_tracking ? (
          <Row label="Return tracking">
            {COURIER_LABELS[r.return_courier]}{' '}
            {returnLink ? (
              <chakra.a href={returnLink} target="_blank" rel="noreferrer" color="brand.700" textDecoration="underline">
                {r.return_tracking}
              </chakra.a>
            ) : (
              r.return_tracking
            )}
            {r.return_shipped_at ? `, sent ${shortDay(r.return_shipped_at)}` : ''}
          </Row>
        ) : null}
        {r.contested_at ? <Row label="Contested">{dayAndTime(r.contested_at)}</Row> : null}
        {r.decided_at ? (
          <Row label="Crafti’s decision">{`${dayAndTime(r.decided_at)}${r.decision_note ? `: ${r.decision_note}` : ''}`}</Row>
        ) : null}
      </chakra.dl>
      {r.photo_urls.length > 0 ? (
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            The buyer’s photos
          </Text>
          <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" aria-label="The buyer’s photos">
            {r.photo_urls.map((url, i) => (
              <li key={url}>
                <chakra.a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  display="block"
                  borderRadius="md"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                >
                  <chakra.img
                    src={url}
                    alt={`The buyer’s photo ${i + 1} (${REFUND_REASON_LABELS[r.reason].toLowerCase()})`}
                    w="24"
                    h="24"
                    objectFit="cover"
                    borderRadius="md"
                    loading="lazy"
                  />
                </chakra.a>
              </li>
            ))}
          </Flex>
        </Box>
      ) : null}
    </Stack>
  );
}
