import { Badge, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Art } from '@shared/schemas/arts';
import { clampQuantity, QuantitySelector } from './art-detail-quantity';

/** Adds `quantity` pieces of the art to the cart; the cart feature provides it. */
export type AddToCart = (artId: string, quantity: number) => Promise<void> | void;

/**
 * The quantity selector and Add to Cart, or "Sold out" when none is left. Without
 * `onAddToCart` (no cart yet) the button stays disabled and says why.
 */
export function ArtDetailPurchase({ art, onAddToCart }: { art: Pick<Art, 'art_id' | 'quantity'>; onAddToCart?: AddToCart }) {
  const [chosen, setChosen] = useState(1);
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  if (art.quantity <= 0) {
    return (
      <Badge colorPalette="red" variant="solid" bg="red.700" size="lg" alignSelf="flex-start" px="3" py="1.5" fontSize="md">
        Sold out
      </Badge>
    );
  }
  // The stock may have dropped since the quantity was chosen.
  const quantity = clampQuantity(chosen, art.quantity);

  return (
    <Stack gap="4" align="flex-start">
      <QuantitySelector value={quantity} max={art.quantity} onChange={setChosen} />
      <Button
        colorPalette="brand"
        size="lg"
        w={{ base: 'full', sm: 'auto' }}
        minW="48"
        disabled={!onAddToCart}
        // Busy, it stays focusable (a disabled button would drop the focus to the page): it says
        // it is busy and ignores presses until the cart answers.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-loading={busy ? '' : undefined}
        aria-describedby={onAddToCart ? undefined : noteId}
        onClick={async () => {
          if (!onAddToCart || busy) return;
          setBusy(true);
          try {
            await onAddToCart(art.art_id, quantity);
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? <Spinner size="sm" aria-hidden="true" /> : null}
        Add to Cart
      </Button>
      {onAddToCart ? null : (
        <Text id={noteId} fontSize="sm" color="fg.muted">
          Adding to the cart opens with checkout.
        </Text>
      )}
    </Stack>
  );
}
