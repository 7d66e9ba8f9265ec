import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { formatPeso } from '@shared/money';
import type { Art } from '@shared/schemas/arts';
import type { PublicShippingProfile } from '@shared/schemas/shipping';
import { Link } from '@web/lib/link';
import { useAuth } from '@web/lib/session';
import { useShippingProfiles } from '@web/api/shipping';
import { rateRows, shippingLine, SHIPPING_MESSAGES, shipsFromText } from './shipping-text';
import { useViewerPlace } from './use-viewer-place';

/** The place the line keeps on the page from its first frame: it fills it without moving what is under it. */
export const SHIPPING_LINE_MIN_H = '12';

/** The artist's rates per zone, free shipping and meet-up, for a viewer whose address is not known: collapsed under one line. */
function RatesTable({ profile, daysToShip }: { profile: PublicShippingProfile; daysToShip: number | null }) {
  return (
    <chakra.details data-testid="shipping-rates">
      <chakra.summary
        cursor="pointer"
        fontWeight="medium"
        minH="6"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        {shipsFromText(profile, daysToShip)}: see the rates
      </chakra.summary>
      <Stack gap="2" mt="2" fontSize="sm">
        <chakra.table w="full" maxW="md">
          <chakra.caption textAlign="start" color="fg.muted" pb="1">
            Shipping per order, by where it goes
          </chakra.caption>
          <tbody>
            {rateRows(profile).map((row) => (
              <chakra.tr key={row.zone} borderTopWidth="1px">
                <chakra.th scope="row" textAlign="start" fontWeight="medium" py="1" pe="3">
                  {row.label}
                </chakra.th>
                <chakra.td py="1">{row.text}</chakra.td>
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
        {profile.free_over_centavos !== null ? (
          <Text>Free shipping from {formatPeso(profile.free_over_centavos)} of this artist&apos;s pieces.</Text>
        ) : null}
        {profile.pickup ? (
          <Text>
            Meet-up: {profile.pickup.place}.{profile.pickup.note ? ` ${profile.pickup.note}` : ''}
          </Text>
        ) : null}
        <Text color="fg.muted">Add a default address to your profile to see the shipping to you.</Text>
      </Stack>
    </chakra.details>
  );
}

/**
 * Under an art's price: what shipping it costs the viewer ("₱180.00 to Cebu City, ships in 3
 * days", free, or "Doesn't ship to Mindanao — meet-up in Quezon City") from their default address;
 * without one, the artist's rates per zone, collapsed; for an artist without a profile, that they
 * have not set it up (Add to Cart says so too). Its own chunk, drawn after the page's first frame.
 */
export function ArtShippingLine({ art }: { art: Pick<Art, 'artist_id' | 'user_id' | 'price' | 'days_to_ship'> }) {
  const { user } = useAuth();
  const profiles = useShippingProfiles([art.artist_id]);
  const viewer = useViewerPlace();
  const own = user?.userId === art.artist_id || user?.userId === art.user_id;
  let body = null;
  if (profiles.isError) {
    body = <Text color="fg.muted">Shipping could not be loaded.</Text>;
  } else if (profiles.data) {
    const profile = profiles.data.get(art.artist_id);
    if (!profile) {
      body = own ? (
        <Text>
          You haven&apos;t set up shipping yet: buyers cannot add this art to their carts.{' '}
          <chakra.a asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
            <Link to="/shipping-settings">Set up shipping</Link>
          </chakra.a>
        </Text>
      ) : (
        <Text fontWeight="medium">{SHIPPING_MESSAGES.notSet}</Text>
      );
    } else if (!viewer.pending) {
      const line = viewer.place
        ? shippingLine(profile, viewer.place, {
            pieces: 1,
            piecesCentavos: Math.round(art.price * 100),
            artDays: [art.days_to_ship],
          })
        : null;
      body = line ? (
        <Stack gap="0.5">
          <Text fontWeight="semibold" color={line.kind === 'ship' ? 'fg' : 'orange.800'}>
            {line.text}
          </Text>
          {line.detail ? (
            <Text fontSize="sm" color="fg.muted">
              {line.detail}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <RatesTable profile={profile} daysToShip={art.days_to_ship} />
      );
    }
  }
  return (
    <Box minH={SHIPPING_LINE_MIN_H} data-testid="art-shipping">
      {body}
    </Box>
  );
}
