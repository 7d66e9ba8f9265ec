/** The cart's texts and constants, without zod (their schemas are in shared/schemas/cart.ts). */
import { ART_MESSAGES } from './arts';

/** The spec's cart and checkout texts (part 2 §5 and §8). */
export const CART_MESSAGES = {
  alreadyInCart: ART_MESSAGES.alreadyInCart,
  logIn: ART_MESSAGES.cartLogIn,
  fetchFailed: 'Failed to fetch cart items.',
  removeFailed: 'Failed to remove item from cart.',
  empty: 'Your cart is empty.',
  selectItems: 'Please select items to proceed.',
  userDetails: 'Could not fetch user details. Please check your profile.',
  noItems: 'No items in cart',
  checkoutFailed: 'Failed to process checkout. Please try again.',
} as const;

/** The most distinct arts a cart holds (a checkout pays for at most this many at once). */
export const MAX_CART_ITEMS = 30;
