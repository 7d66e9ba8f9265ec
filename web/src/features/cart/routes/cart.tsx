import { Box, Button, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@web/lib/link';
import { CART_MESSAGES } from '@shared/messages/cart';
import type { CartItem } from '@shared/schemas/cart';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useQueryClient } from '@tanstack/react-query';
import { cartKeys, cartQuery, useCart } from '@web/api/cart';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';
import { queryClient as sharedQueryClient } from '@web/lib/session-services';
import type { SessionUser } from '@web/lib/stored-session';
import { amountsOf, groupByArtist, removedText } from '@web/api/cart-lines';
import { useRemoveFromCart, useRemoveSelected, useSetCartQuantity } from '../api/cart';
import { CartGroup, type LineActions } from '../components/cart-group';
import { CartSummary } from '../components/cart-summary';
import { SelectBox } from '../components/select-box';
import { useCartSelection } from '../components/use-cart-selection';
import { CartShippingEstimate, useCartShipping } from '@web/components/shipping/cart-shipping-estimate';

/** What /checkout receives from here (router state): the chosen lines. */
export interface CheckoutState {
  artIds: string[];
}

/** What the cart shows first (its lines), into the query cache before its first render (app/screen.tsx `warm`). */
export function warm({ userId }: SessionUser): Promise<unknown> {
  return sharedQueryClient.prefetchQuery(cartQuery(userId));
}

/** /cart, "Your Art Collection": lines by artist, chosen per line, per artist or all, and their amounts. */
export function Component() {
  usePageTitle('Your Art Collection');
  const { user } = useAuth();
  const userId = user?.userId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart(userId, { staleTime: FIRST_DATA_FRESH_MS });
  const items = cart.data?.items ?? [];
  const selection = useCartSelection(items);
  // The artists' shipping profiles and the buyer's default address: each artist's estimate under their lines.
  const shipping = useCartShipping(items);
  const setQuantity = useSetCartQuantity(userId);
  const removeOne = useRemoveFromCart(userId);
  const removeSelected = useRemoveSelected(userId);
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  // Another tab (or the checkout) changed the cart.
  useLiveMessage('cart', () => void queryClient.invalidateQueries({ queryKey: cartKeys.items(userId) }));

  const amounts = amountsOf(items, selection.selected);
  const busyArtId = setQuantity.isPending
    ? setQuantity.variables.artId
    : removeOne.isPending
      ? removeOne.variables
      : null;

  const actions: LineActions = {
    isSelected: (artId) => selection.selected.has(artId),
    onToggle: (artId) => {
      setWarning(null);
      selection.toggle(artId);
    },
    onQuantity: (item, quantity) => {
      setNotice(null);
      setQuantity.mutate(
        { artId: item.art_id, quantity },
        {
          onError: (err) =>
            setNotice({ status: 'error', text: userMessage(err, 'Failed to update the quantity. Please try again.') }),
        },
      );
    },
    onRemove: (item: CartItem) => {
      setNotice(null);
      removeOne.mutate(item.art_id, {
        onSuccess: () => setNotice({ status: 'success', text: removedText(item) }),
        onError: (err) => {
          console.error('Failed to remove from the cart', err);
          setNotice({ status: 'error', text: CART_MESSAGES.removeFailed });
        },
      });
    },
    busyArtId,
  };

  function onRemoveSelected() {
    const artIds = [...selection.selected];
    setNotice(null);
    removeSelected.mutate(artIds, {
      onSuccess: ({ removed }) =>
        setNotice({
          status: 'success',
          text: `Removed ${removed} ${removed === 1 ? 'item' : 'items'} from your cart.`,
        }),
      onError: (err) => {
        console.error('Failed to remove the selected items', err);
        setNotice({ status: 'error', text: CART_MESSAGES.removeFailed });
      },
    });
  }

  function onProceed() {
    if (selection.selected.size === 0) {
      setWarning(CART_MESSAGES.selectItems);
      return;
    }
    const state: CheckoutState = { artIds: [...selection.selected] };
    void navigate('/checkout', { state });
  }

  let body;
  if (cart.isPending) {
    body = (
      <Stack gap="4" role="status" aria-label="Loading your cart">
        <Skeleton h="40" borderRadius="xl" />
        <Skeleton h="40" borderRadius="xl" />
      </Stack>
    );
  } else if (cart.isError) {
    body = <FormAlert status="error">{CART_MESSAGES.fetchFailed}</FormAlert>;
  } else if (items.length === 0) {
    body = (
      <Stack
        borderWidth="1px"
        borderRadius="xl"
        p={{ base: '6', md: '10' }}
        textAlign="center"
        align="center"
        gap="3"
        bg="bg"
      >
        <Text fontWeight="semibold" fontSize="lg">
          {CART_MESSAGES.empty}
        </Text>
        <Text color="fg.muted">Arts you add from their page wait here until you check out.</Text>
        <Button asChild colorPalette="brand">
          <Link to="/browse-arts">Browse Arts</Link>
        </Button>
      </Stack>
    );
  } else {
    const all = selection.stateOf(selection.selectable);
    body = (
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
        <Stack gap="4">
          <Flex
            justify="space-between"
            align="center"
            gap="3"
            wrap="wrap"
            borderWidth="1px"
            borderRadius="xl"
            bg="bg"
            px={{ base: '3', md: '5' }}
            py="1"
          >
            <SelectBox
              checked={all}
              onChange={(on) => selection.setMany(selection.selectable, on)}
              label="Select all"
              disabled={selection.selectable.length === 0}
            />
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              color="red.700"
              disabled={selection.selected.size === 0}
              loading={removeSelected.isPending}
              onClick={onRemoveSelected}
            >
              Remove selected
            </Button>
          </Flex>
          {groupByArtist(items).map((group) => {
            const ids = group.items.map((i) => i.art_id);
            return (
              <CartGroup
                key={group.key}
                group={group}
                groupState={selection.stateOf(ids)}
                onToggleGroup={(on) => {
                  setWarning(null);
                  selection.setMany(ids, on);
                }}
                actions={actions}
                footer={
                  group.key === 'deleted' ? null : (
                    <CartShippingEstimate
                      artistId={group.key}
                      items={group.items}
                      isSelected={actions.isSelected}
                      shipping={shipping}
                    />
                  )
                }
              />
            );
          })}
        </Stack>
        <CartSummary amounts={amounts} chosen={selection.selected.size} onProceed={onProceed} warning={warning} />
      </Grid>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Your Art Collection
          </Heading>
          <Text color="fg.muted" mt="1">
            Choose the pieces to buy now; the rest stay in your cart.
          </Text>
        </Box>
        {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
        {body}
      </Stack>
    </Container>
  );
}
