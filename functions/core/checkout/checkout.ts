/**
 * Checkout, orders and stock (DESIGN §7), as one module for its callers: starting a checkout
 * (start.ts), settling it from PayMongo's webhook or the sweeper (settle.ts), and the orders it
 * makes (orders.ts); records.ts holds what they share.
 */
export { RESERVATION_MINUTES } from './records';
export { start, type StartedCheckout } from './start';
export { checkoutOfPaymentIntent, expireDue, ignoreEvent, markPaid, release, type PaidSession, type PaymentEvent } from './settle';
export { acknowledge, ordersOfBuyer, salesOfArtist, setStatus, view } from './orders';
