import { Box, Button, chakra, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Link } from '@web/lib/link';
import { formatPeso } from '@shared/money';
import { CART_MESSAGES } from '@shared/messages/cart';
import { AddressPickerSlot } from '@web/components/address-parts';
import { AmountRows } from '@web/components/ui/amount-rows';
import { FormAlert, SubmitError } from '@web/components/ui/form-alert';
import { preferredAddressId, useAddresses } from '@web/api/addresses';
import { useCart } from '@web/api/cart';
import { amountsOf, groupByArtist, isSelectable, unitCentavos } from '@web/api/cart-lines';
import { useProfile } from '@web/api/profile';
import { useShippingProfiles } from '@web/api/shipping';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useStartCheckout } from '../api/checkout';
import { DeliveryChoice, deliveryOf } from '../components/delivery-choice';

/** The chosen art ids the cart passed in router state, or null when nothing was passed. */
function passedArtIds(state: unknown): string[] | null {
  const artIds = (state as { artIds?: unknown } | null)?.artIds;
  return Array.isArray(artIds) && artIds.length > 0 && artIds.every((id) => typeof id === 'string') ? artIds : null;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {value}
      </Text>
    </Box>
  );
}

/**
 * /checkout: the lines chosen in the cart (only those), the buyer from their profile, where the
 * pieces go (an address of the book, prefilled with the default; meet-up/pickup per artist where
 * offered) with each artist's shipping, the amounts, and Pay, which reserves the pieces and goes
 * to PayMongo's page. The server quotes the shipping again and charges what it quotes.
 */
export function Component() {
  usePageTitle('Checkout');
  const location = useLocation();
  const artIds = passedArtIds(location.state);
  const { user, role } = useAuth();
  const personRole = role === 'Artist' ? 'Artist' : 'Client';
  const cart = useCart(artIds ? user?.userId : undefined);
  const profile = useProfile(personRole, artIds ? user?.userId : undefined);
  const start = useStartCheckout();
  const book = useAddresses(Boolean(artIds));
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [pickups, setPickups] = useState<ReadonlySet<string>>(new Set());
  const onAddress = useCallback((id: string) => setChosenAddress(id), []);
  const addressId = chosenAddress ?? preferredAddressId(book.data);
  const address = book.data?.items.find((a) => a.id === addressId) ?? null;
  const place = address ? { zone: address.zone, cityName: address.city.name } : null;
  // One object per failure: SubmitError moves the focus to each new one.
  const payError = useMemo(
    () => (start.error ? { text: userMessage(start.error, CART_MESSAGES.checkoutFailed) } : null),
    [start.error],
  );

  const chosen = new Set(artIds ?? []);
  const lines = (cart.data?.items ?? []).filter((i) => chosen.has(i.art_id));
  const buyable = lines.filter(isSelectable);
  const groups = groupByArtist(buyable);
  const profiles = useShippingProfiles(groups.map((g) => g.key));

  if (!artIds) return <Navigate to="/cart" replace />;
  const deliveries = new Map(
    groups.map((g) => [
      g.key,
      deliveryOf(profiles.data?.get(g.key), place, pickups.has(g.key), {
        pieces: g.items.reduce((n, l) => n + l.quantity, 0),
        piecesCentavos: g.items.reduce((sum, l) => sum + unitCentavos(l) * l.quantity, 0),
        artDays: g.items.map((l) => l.arts?.days_to_ship ?? null),
      }),
    ]),
  );
  const shipping = [...deliveries.values()].reduce((sum, d) => sum + d.shippingCentavos, 0);
  const pieceAmounts = amountsOf(buyable, new Set(buyable.map((l) => l.art_id)));
  const amounts = { ...pieceAmounts, shipping, total: pieceAmounts.total + shipping };
  const deliveryReady = profiles.isSuccess && [...deliveries.values()].every((d) => d.blocker === null);
  const needsAddress = [...deliveries.values()].some((d) => d.mode === 'ship');
  const setPickup = (artistId: string, pickup: boolean) =>
    setPickups((now) => {
      const next = new Set(now);
      if (pickup) next.add(artistId);
      else next.delete(artistId);
      return next;
    });
  const p = profile.data;
  const buyerName = p ? `${p.firstname} ${p.lastname}`.trim() : '';
  const buyerOk = Boolean(p && p.email && p.firstname);

  async function onPay() {
    try {
      const session = await start.mutateAsync({
        artIds: buyable.map((l) => l.art_id),
        address_id: needsAddress && addressId ? addressId : undefined,
        pickup_artist_ids: [...deliveries].flatMap(([artistId, d]) => (d.mode === 'pickup' ? [artistId] : [])),
      });
      window.location.assign(session.checkout_url);
    } catch (err) {
      console.error('Checkout failed', err);
    }
  }

  let items;
  if (cart.isPending) {
    items = <Skeleton h="32" borderRadius="xl" role="status" aria-label="Loading your items" />;
  } else if (cart.isError) {
    items = <FormAlert status="error">{CART_MESSAGES.fetchFailed}</FormAlert>;
  } else if (buyable.length === 0) {
    items = (
      <Stack gap="3" align="flex-start">
        <FormAlert status="info">{CART_MESSAGES.selectItems}</FormAlert>
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/cart">Back to your cart</Link>
        </Button>
      </Stack>
    );
  } else {
    items = (
      <Stack gap="4">
        {lines.length > buyable.length ? (
          <FormAlert status="info">Some of the items you chose are no longer available and were left out.</FormAlert>
        ) : null}
        {groups.map((group) => (
          <Box key={group.key} as="section" aria-label={`Artist: ${group.artistName}`}>
            <Text as="h3" fontWeight="semibold" mb="1">
              Artist: {group.artistName}
            </Text>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
              {group.items.map((line) => (
                <Flex as="li" key={line.art_id} justify="space-between" gap="4" py="1">
                  <Text minW="0" wordBreak="break-word">
                    {line.arts!.title}{' '}
                    <chakra.span color="fg.muted" whiteSpace="nowrap">
                      × {line.quantity}
                    </chakra.span>
                  </Text>
                  <Text fontWeight="medium" whiteSpace="nowrap">
                    {formatPeso(unitCentavos(line) * line.quantity)}
                  </Text>
                </Flex>
              ))}
            </Stack>
            {profiles.isPending ? (
              <Skeleton h="10" role="status" aria-label="Loading the shipping" />
            ) : profiles.isError ? (
              <FormAlert status="error">
                {userMessage(profiles.error, 'Failed to load the shipping. Please try again.')}
              </FormAlert>
            ) : (
              <DeliveryChoice
                artistId={group.key}
                artistName={group.artistName ?? 'The artist'}
                profile={profiles.data.get(group.key)}
                delivery={deliveries.get(group.key)!}
                onPickup={(pickup) => setPickup(group.key, pickup)}
              />
            )}
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Button asChild variant="ghost" size="sm" mb="4" ms="-2">
        <Link to="/cart">← Back to your cart</Link>
      </Button>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">
        Checkout
      </Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Stack as="section" aria-labelledby="buyer-heading" gap="3" borderWidth="1px" borderRadius="xl" bg="bg" p="5">
            <Heading as="h2" id="buyer-heading" size="md">
              Billing details
            </Heading>
            {profile.isPending ? (
              <Skeleton h="12" role="status" aria-label="Loading your details" />
            ) : profile.isError || !buyerOk ? (
              <Stack gap="2" align="flex-start">
                <FormAlert status="error">{CART_MESSAGES.userDetails}</FormAlert>
                <Button asChild size="sm" variant="outline" colorPalette="brand">
                  <Link to={`/edit-${personRole.toLowerCase()}-profile`}>Edit your profile</Link>
                </Button>
              </Stack>
            ) : (
              <Grid as="dl" templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                <Detail label="Name" value={buyerName} />
                <Detail label="Email" value={p!.email} />
              </Grid>
            )}
          </Stack>
          <Stack
            as="section"
            aria-labelledby="delivery-heading"
            gap="3"
            borderWidth="1px"
            borderRadius="xl"
            bg="bg"
            p="5"
          >
            <Heading as="h2" id="delivery-heading" size="md">
              Delivery address
            </Heading>
            <AddressPickerSlot value={addressId} onChange={onAddress} />
          </Stack>
          <Stack as="section" aria-labelledby="items-heading" gap="3" borderWidth="1px" borderRadius="xl" bg="bg" p="5">
            <Heading as="h2" id="items-heading" size="md">
              Items
            </Heading>
            {items}
          </Stack>
        </Stack>
        <Stack as="section" aria-labelledby="pay-heading" gap="4" borderWidth="1px" borderRadius="xl" bg="bg" p="5">
          <Heading as="h2" id="pay-heading" size="md">
            Payment
          </Heading>
          <AmountRows amounts={amounts} />
          <Button
            colorPalette="brand"
            size="lg"
            onClick={() => void onPay()}
            loading={start.isPending || start.isSuccess}
            loadingText="Opening PayMongo…"
            disabled={buyable.length === 0 || !buyerOk || !deliveryReady}
          >
            Pay {formatPeso(amounts.total)}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            You will pay on PayMongo&apos;s secure page, then come back here.
          </Text>
          <SubmitError error={payError} />
        </Stack>
      </Grid>
    </Container>
  );
}
