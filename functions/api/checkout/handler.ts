import { checkoutContract } from '@shared/api/contract/checkout';
import * as CheckoutOwners from '../../core/checkout/owners';
import { httpHandler } from '../../lib/http';
import { checkoutRoutes } from './routes';

export const handler = httpHandler(checkoutContract, checkoutRoutes, {
  checkout: CheckoutOwners.ofCheckout,
  payment: CheckoutOwners.ofPayment,
  order: CheckoutOwners.ofOrder,
  orderBuyer: CheckoutOwners.ofOrderBuyer,
  orderParty: CheckoutOwners.ofOrderParty,
});
