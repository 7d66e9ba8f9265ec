import { chakra, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCodes } from '@shared/api/errors';
import { ART_MESSAGES } from '@shared/messages/arts';
import { SHIPPING_MESSAGES } from '@shared/messages/shipping';
import type { ArtAction } from '@shared/public-pages';
import type { Art } from '@shared/schemas/arts';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { useAddToCart } from '@web/api/cart';
import { useShippingProfiles } from '@web/api/shipping';
import { isApiError, userMessage } from '@web/lib/api-client';
import { useAfterFirstPaint } from '@web/lib/after-first-paint';
import { Link } from '@web/lib/link';
import { useAuth } from '@web/lib/session';
import { useWhenAsked, type DoRequest, type Once } from '@web/lib/use-do-request';
import { ArtDetailPurchase } from './art-detail-purchase';

export const OWN_ART_NOTE = 'This is your own art: it is listed for others to buy.';
/** What an administrator asked to add to a cart is told (the cart page's guard says the same). */
export const ADMIN_NO_CART = 'Administrators have no cart.';

type Outcome = { status: 'success' | 'error' | 'info'; text: string; key: number; signIn?: boolean };

/**
 * Add to Cart for the people who have a cart (artists and clients; admins have none), never on
 * the artist's own art; with a confirmation and a link to the cart, or the server's refusal
 * ('This item is already in your cart.').
 *
 * `request`: a public page's `?do=cart` or `?do=buy` (the page has no Buy Now of its own: buying
 * is adding 1 piece, then the cart). Once the role and the artist's shipping are known, Add to
 * Cart is pressed for the person; what the button would refuse is shown in its place and brought
 * into view (an administrator, the artist's own art, sold out, no shipping set up).
 */
export function ArtDetailCart({ art, request }: { art: Art; request?: DoRequest<ArtAction> | null }) {
  const { user, role, roleLoading } = useAuth();
  const navigate = useNavigate();
  const add = useAddToCart(user?.userId);
  // Asked for once the art is on screen (the shipping line reads the same answer): an artist without a profile sells nothing yet.
  const shipping = useShippingProfiles(useAfterFirstPaint() ? [art.artist_id] : []);
  const noShipping = shipping.data && !shipping.data.has(art.artist_id) ? SHIPPING_MESSAGES.notSet : null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const controls = useRef<HTMLDivElement>(null);
  // Set when Add to Cart was pressed for a `?do=buy`: the cart follows it.
  const buying = useRef(false);

  const asked = request && (request.action === 'cart' || request.action === 'buy') ? request : null;
  const own = Boolean(user && (art.user_id === user.userId || art.artist_id === user.userId));
  const settled = Boolean(asked) && !roleLoading && (shipping.isSuccess || shipping.isError);
  const mayPress = settled && role !== 'Admin' && !own;
  const refused = mayPress && (art.quantity <= 0 || Boolean(noShipping));

  // Sold out, reserved or not shipping: the badge or the button's note says why, brought into view.
  useWhenAsked(asked, refused, () => controls.current?.scrollIntoView({ block: 'nearest' }));

  if (role === 'Admin') {
    return asked ? <OutcomeAlert status="info">{ADMIN_NO_CART}</OutcomeAlert> : null;
  }
  if (own) {
    return asked ? (
      <OutcomeAlert status="info">{OWN_ART_NOTE}</OutcomeAlert>
    ) : (
      <Text color="fg.muted">{OWN_ART_NOTE}</Text>
    );
  }
  const onAddToCart = async (artId: string, quantity: number) => {
    setOutcome(null);
    const thenCart = buying.current;
    buying.current = false;
    if (!user) {
      setOutcome({ status: 'error', text: ART_MESSAGES.cartLogIn, key: Date.now(), signIn: true });
      return;
    }
    try {
      await add.mutateAsync({ artId, quantity });
      if (thenCart) {
        void navigate('/cart');
        return;
      }
      setOutcome({
        status: 'success',
        text: `Added ${quantity === 1 ? '1 piece' : `${quantity} pieces`} of "${art.title}" to your cart.`,
        key: Date.now(),
      });
    } catch (err) {
      const inCart = isApiError(err, 'POST /cart', ErrorCodes.alreadyInCart);
      // Buying what is already in the cart: the cart is where it is bought.
      if (thenCart && inCart) {
        void navigate('/cart');
        return;
      }
      const text = userMessage(err, 'Failed to add the item to your cart. Please try again.');
      setOutcome({ status: inCart ? 'info' : 'error', text, key: Date.now() });
    }
  };
  // Taken by Add to Cart when it can be pressed; what it does then follows the request.
  const press: Once | null =
    mayPress && !refused && asked
      ? {
          take: () => {
            if (!asked.take()) return false;
            buying.current = asked.action === 'buy';
            return true;
          },
        }
      : null;

  return (
    <Stack ref={controls} gap="3" w="full">
      <ArtDetailPurchase
        key={art.art_id}
        art={art}
        onAddToCart={onAddToCart}
        blockedReason={noShipping}
        press={press}
      />
      {/* Under the button, brought into view when the button sat at the bottom of the window. */}
      {outcome ? (
        <OutcomeAlert key={outcome.key} status={outcome.status}>
          {outcome.text}{' '}
          {outcome.signIn || outcome.status !== 'error' ? (
            <chakra.a asChild fontWeight="semibold" textDecoration="underline" color="inherit">
              {outcome.signIn ? <Link to="/login">Log in</Link> : <Link to="/cart">View your cart</Link>}
            </chakra.a>
          ) : null}
        </OutcomeAlert>
      ) : null}
    </Stack>
  );
}
