/**
 * Checkout, orders and stock (DESIGN §7), as one module for its callers: starting a checkout
 * (start.ts), its payment as PayMongo reports it and its lapse (settle.ts), what follows a
 * recorded payment (fulfil.ts), the orders (orders.ts) and their way to the buyer (fulfilment.ts,
 * docs/fulfilment.md); records.ts holds what they share.
 * Every peso moves through the money engine (functions/core/money/): the sale's ledger entry,
 * the transfer that releases a completed order, the refund of a canceled one.
 */
export { RESERVATION_MINUTES } from './records';
export { start, type StartedCheckout } from './start';
export {
  checkoutOfPaymentIntent,
  expire,
  expireDue,
  onPaid,
  onPaymentFailed,
  type PaidOutcome,
  type PaymentEvent,
} from './settle';
export { fulfilPaid, sendPaidMail } from './fulfil';
export { acknowledge, disputesPage, orderPage, ordersOfBuyer, queueOf, salesOfArtist, view } from './orders';
export { cancel, extend, FULFILMENT_MESSAGES, ready, receive, setSpecStatus, ship } from './fulfilment';
export { acceptRefund, askRefund, contest, decide, returnReceive, returnShip, withdraw } from './fulfilment-refunds';
export { runClock, runShipWarning } from './fulfilment-clock';
