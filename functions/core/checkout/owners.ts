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

/** A fulfilment step of the buyer's: the order is its buyer's. */
export const ofOrderBuyer: OwnersLoader = async (orderId) => {
  const order = await findOrder(orderId);
  return order ? [order.buyerId] : null;
};

/** An order's page: its buyer's and its artist's. */
export const ofOrderParty: OwnersLoader = async (orderId) => {
  const order = await findOrder(orderId);
  return order ? [order.buyerId, order.artistId] : null;
};
