import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SHIPPING_MESSAGES } from '@shared/messages/shipping';
import type { PublicShippingProfile } from '@shared/schemas/shipping';
import { shippingLine, type ShippingLine, type ViewerPlace } from '@web/components/shipping/shipping-text';

/** How one artist's pieces reach the buyer, as checkout decides it before paying. */
export interface Delivery {
  mode: 'ship' | 'pickup';
  /** Centavos the buyer pays for it (0 for a pickup, free shipping or while it cannot be bought). */
  shippingCentavos: number;
  /** Why these pieces cannot be paid for now (no shipping set up, no route to the address, no address chosen); null when they can. */
  blocker: string | null;
  /** What the line says: the quote, or where to meet. */
  line: ShippingLine | null;
}

/**
 * The delivery of an artist's pieces (`pieces` of them costing `piecesCentavos`): picked up when
 * the buyer chose it (and the artist offers it), else shipped to `place` at the artist's rate,
 * quoted exactly as the server quotes it (shared/shipping.ts).
 */
export function deliveryOf(
  profile: PublicShippingProfile | undefined,
  place: ViewerPlace | null,
  pickupChosen: boolean,
  order: { pieces: number; piecesCentavos: number; artDays: readonly (number | null | undefined)[] },
): Delivery {
  if (!profile) return { mode: 'ship', shippingCentavos: 0, blocker: SHIPPING_MESSAGES.notSet, line: null };
  if (pickupChosen && profile.pickup) return { mode: 'pickup', shippingCentavos: 0, blocker: null, line: null };
  if (!place)
    return {
      mode: 'ship',
      shippingCentavos: 0,
      blocker: profile.pickup ? 'Choose an address to ship to, or meet-up/pickup.' : 'Choose an address to ship to.',
      line: null,
    };
  const line = shippingLine(profile, place, order);
  if (line.kind === 'ship') return { mode: 'ship', shippingCentavos: line.shippingCentavos ?? 0, blocker: null, line };
  return {
    mode: 'ship',
    shippingCentavos: 0,
    blocker:
      line.kind === 'pickup_only'
        ? `${line.text}: choose meet-up/pickup, or another address.`
        : `${line.text}. Choose another address, or remove these pieces.`,
    line,
  };
}

/** The delivery in one sentence, as a screen reader is told it when it changes. */
function deliveryText(delivery: Delivery): string {
  if (delivery.mode === 'pickup') return 'Meet-up/pickup, free.';
  if (delivery.blocker) return delivery.blocker;
  return delivery.line ? `Shipping: ${delivery.line.text}` : '';
}

/**
 * Under an artist's lines at checkout: ship or meet up (when the artist offers a meet-up), and
 * what it costs or why it cannot be paid for yet. The line is the page's content, shown as the
 * page loads (not a message: it is no outcome of what was pressed); a change of it (another
 * address, ship or meet up) is announced by a visually hidden live region.
 */
export function DeliveryChoice({
  artistId,
  artistName,
  profile,
  delivery,
  onPickup,
}: {
  artistId: string;
  artistName: string;
  profile: PublicShippingProfile | undefined;
  delivery: Delivery;
  onPickup: (pickup: boolean) => void;
}) {
  const name = `delivery-${artistId}`;
  // What to announce: nothing at first (the line is read with the page), then each new line.
  const said = deliveryText(delivery);
  const [told, setTold] = useState({ said, announced: '' });
  if (told.said !== said) setTold({ said, announced: said });
  return (
    <Stack gap="2" pt="2" mt="1" borderTopWidth="1px" data-testid="checkout-delivery">
      {profile?.pickup ? (
        <Stack as="fieldset" gap="1">
          <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
            How {artistName}&apos;s pieces reach you
          </chakra.legend>
          {(['ship', 'pickup'] as const).map((mode) => (
            <chakra.label key={mode} display="flex" gap="2" alignItems="center" minH="6" cursor="pointer" fontSize="sm">
              <chakra.input
                type="radio"
                name={name}
                value={mode}
                checked={delivery.mode === mode}
                onChange={() => onPickup(mode === 'pickup')}
                w="4"
                h="4"
                accentColor="#b4532a"
              />
              {mode === 'ship' ? 'Ship to my address' : `Meet-up/pickup: ${profile.pickup!.place}`}
            </chakra.label>
          ))}
        </Stack>
      ) : null}
      <Box aria-live="polite" srOnly>
        {told.announced}
      </Box>
      <div>
        {delivery.mode === 'pickup' ? (
          <Text fontSize="sm">
            <chakra.span fontWeight="semibold">Meet-up/pickup, free.</chakra.span>{' '}
            {profile?.pickup?.note ? profile.pickup.note : `${artistName} will tell you when it is ready.`}
          </Text>
        ) : delivery.blocker ? (
          <Text fontSize="sm" fontWeight="semibold" color="orange.800">
            {delivery.blocker}
          </Text>
        ) : delivery.line ? (
          <Stack gap="0">
            <Text fontSize="sm" fontWeight="semibold">
              Shipping: {delivery.line.text}
            </Text>
            {delivery.line.detail ? (
              <Text fontSize="sm" color="fg.muted">
                {delivery.line.detail}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
