import { Badge, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useWhenAsked, type Once } from '@web/lib/use-do-request';
import { RESERVATION_MINUTES } from '@shared/messages/orders';
import type { Art } from '@shared/schemas/arts';
import { clampQuantity, QuantitySelector } from './art-detail-quantity';

/** Adds `quantity` pieces of the art to the cart; the cart feature provides it. */
export type AddToCart = (artId: string, quantity: number) => Promise<void> | void;

/**
 * The quantity selector and Add to Cart, or "Sold out" when none is left. Without
 * `onAddToCart` (no cart yet), or with a `blockedReason` (the artist has not set up shipping),
 * the button stays disabled and says why. `press` (a `?do=cart` link's request): the button is
 * pressed for the person once, as soon as it can be.
 */
export function ArtDetailPurchase({
  art,
  onAddToCart,
  blockedReason,
  press: asked,
}: {
  art: Pick<Art, 'art_id' | 'quantity' | 'reserved'>;
  onAddToCart?: AddToCart;
  blockedReason?: string | null;
  press?: Once | null;
}) {
  const [chosen, setChosen] = useState(1);
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  // The stock may have dropped since the quantity was chosen.
  const quantity = clampQuantity(chosen, art.quantity);
  const blocked = blockedReason ?? (onAddToCart ? null : 'Adding to the cart opens with checkout.');
  const canPress = art.quantity > 0 && Boolean(onAddToCart) && !blocked;

  const addToCart = async () => {
    if (!onAddToCart || blocked || busy) return;
    setBusy(true);
    try {
      await onAddToCart(art.art_id, quantity);
    } finally {
      setBusy(false);
    }
  };

  useWhenAsked(asked, canPress, () => void addToCart());

  if (art.quantity <= 0 && (art.reserved ?? 0) > 0) {
    // Only held by someone's open checkout: it comes back if their payment is not completed.
    return (
      <Stack gap="1" align="flex-start" data-testid="art-reserved">
        <Badge colorPalette="orange" variant="subtle" color="orange.900" size="lg" px="3" py="1.5" fontSize="md">
          Reserved
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          Another buyer is paying for the last {art.reserved === 1 ? 'piece' : 'pieces'} now. Check back in{' '}
          {RESERVATION_MINUTES} minutes: {art.reserved === 1 ? 'it comes' : 'they come'} back if the payment is not
          completed.
        </Text>
      </Stack>
    );
  }
  if (art.quantity <= 0) {
    return (
      <Badge
        colorPalette="red"
        variant="solid"
        bg="red.700"
        size="lg"
        alignSelf="flex-start"
        px="3"
        py="1.5"
        fontSize="md"
      >
        Sold out
      </Badge>
    );
  }
  return (
    <Stack gap="4" align="flex-start">
      <QuantitySelector value={quantity} max={art.quantity} onChange={setChosen} />
      <Button
        colorPalette="brand"
        size="lg"
        w={{ base: 'full', sm: 'auto' }}
        minW="48"
        disabled={Boolean(blocked)}
        // Busy, it stays focusable (a disabled button would drop the focus to the page): it says
        // it is busy and ignores presses until the cart answers.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-loading={busy ? '' : undefined}
        aria-describedby={blocked ? noteId : undefined}
        onClick={() => void addToCart()}
      >
        {busy ? <Spinner size="sm" aria-hidden="true" /> : null}
        Add to Cart
      </Button>
      {blocked ? (
        <Text id={noteId} fontSize="sm" color="fg.muted" data-testid="add-to-cart-blocked">
          {blocked}
        </Text>
      ) : null}
    </Stack>
  );
}
