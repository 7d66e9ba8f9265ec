import type { OwnersLoader } from '../actor';
import { findCheckout, findOrder } from './records';
import { checkoutOfPaymentIntent } from './settle';

/** A checkout is its buyer's. */
export const ofCheckout: OwnersLoader = async (checkoutId) => {
  const checkout = await findCheckout(checkoutId);
  return checkout ? [checkout.buyerId] : null;
};

/** A payment intent is its checkout's buyer's. */
export const ofPayment: OwnersLoader = async (paymentIntentId) => {
  const checkoutId = await checkoutOfPaymentIntent(paymentIntentId);
  return checkoutId ? ofCheckout(checkoutId) : null;
};

/** A paid order's status is its selling artist's to set. */
export const ofOrder: OwnersLoader = async (orderId) => {
  const order = await findOrder(orderId);
  return order ? [order.artistId] : null;
};
