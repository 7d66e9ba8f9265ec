import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { CartItem } from '@shared/schemas/cart';
import type { PublicShippingProfile } from '@shared/schemas/shipping';
import { Link } from '@web/lib/link';
import { useAuth } from '@web/lib/session';
import { isSelectable, unitCentavos } from '@web/api/cart-lines';
import { useShippingProfiles } from '@web/api/shipping';
import { shippingLine, SHIPPING_MESSAGES, shipsFromText, type ViewerPlace } from './shipping-text';
import { useViewerPlace } from './use-viewer-place';

/** The artists' public profiles and where the viewer's address is: read once for the whole cart. */
export interface CartShipping {
  profiles: Map<string, PublicShippingProfile> | undefined;
  failed: boolean;
  place: ViewerPlace | null;
  placePending: boolean;
}

/** The shipping profiles of the cart's artists (one request) and the viewer's default address. */
export function useCartShipping(items: readonly CartItem[]): CartShipping {
  const profiles = useShippingProfiles(items.flatMap((i) => (i.arts ? [i.arts.artist.user_id] : [])));
  const viewer = useViewerPlace();
  return { profiles: profiles.data, failed: profiles.isError, place: viewer.place, placePending: viewer.pending };
}

/**
 * Under an artist's lines in the cart: what shipping their pieces would cost to the viewer's
 * default address, quoted like checkout quotes it (shared/shipping.ts) for the chosen lines (all
 * of the artist's available lines while none is chosen), and marked as an estimate: checkout,
 * with the address chosen there, has the final amount.
 */
/** The estimate's height: two lines of it and the note on a phone, one and the note wider. */
const LINE_ROOM = { base: '20', md: '16' } as const;

export function CartShippingEstimate({
  artistId,
  items,
  isSelected,
  shipping,
}: {
  artistId: string;
  items: readonly CartItem[];
  isSelected: (artId: string) => boolean;
  shipping: CartShipping;
}) {
  const { role } = useAuth();
  const available = items.filter(isSelectable);
  const chosen = available.filter((i) => isSelected(i.art_id));
  const lines = chosen.length > 0 ? chosen : available;
  // Until the profiles and the address come, the line keeps the room it will take (a phone wraps
  // it to two lines above the note): the artists' groups below do not move when it fills.
  if (lines.length === 0 || shipping.failed || !shipping.profiles || shipping.placePending)
    return <Box py="2" borderTopWidth="1px" minH={LINE_ROOM} data-testid="cart-shipping" />;
  const profile = shipping.profiles.get(artistId);
  let text: string;
  let detail: string | null = null;
  let tone = 'fg';
  if (!profile) {
    text = SHIPPING_MESSAGES.notSet;
    tone = 'orange.800';
  } else if (!shipping.place) {
    text = shipsFromText(profile, null);
    detail = 'Add a default address to see the shipping to you.';
  } else {
    const line = shippingLine(profile, shipping.place, {
      pieces: lines.reduce((n, i) => n + i.quantity, 0),
      piecesCentavos: lines.reduce((sum, i) => sum + unitCentavos(i) * i.quantity, 0),
      artDays: lines.map((i) => i.arts?.days_to_ship ?? null),
    });
    text = line.kind === 'ship' ? `Shipping: ${line.text}` : line.text;
    detail = line.kind === 'ship' ? SHIPPING_MESSAGES.estimateNote : line.detail;
    if (line.kind !== 'ship') tone = 'orange.800';
  }
  return (
    <Stack gap="0.5" py="2" borderTopWidth="1px" minH={LINE_ROOM} data-testid="cart-shipping">
      {/* The line is the page's content as it loads; a change of the chosen lines is announced here. */}
      <Box srOnly aria-live="polite">
        {text}
      </Box>
      <Text fontSize="sm" fontWeight="semibold" color={tone}>
        {text}
      </Text>
      {detail ? (
        <Flex gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <span>{detail}</span>
          {profile && !shipping.place && role ? (
            <chakra.a asChild color="brand.700" textDecoration="underline">
              <Link to={`/${role.toLowerCase()}-profile?tab=contact`}>Add an address</Link>
            </chakra.a>
          ) : null}
        </Flex>
      ) : null}
    </Stack>
  );
}
