/**
 * Checkout, orders and stock (DESIGN §7), as one module for its callers: starting a checkout
 * (start.ts), settling it from PayMongo's webhook or the sweeper (settle.ts), and the orders it
 * makes (orders.ts); records.ts holds what they share. The money after the payment: the ledger's
 * rules (ledger.ts, pure) and pieces (money.ts), held shares transferred once an artist's payouts
 * are active (transfers.ts), refunds of canceled orders (refunds.ts), the PayMongo calls still to
 * make (tasks.ts, run by the sweeper), earnings (earnings.ts) and the daily reconciliation
 * (reconcile.ts).
 */
export { RESERVATION_MINUTES } from './records';
export { start, type StartedCheckout } from './start';
export { checkoutOfPaymentIntent, expireDue, ignoreEvent, markPaid, release, type PaidSession, type PaymentEvent } from './settle';
export { acknowledge, ordersOfBuyer, salesOfArtist, setStatus, view } from './orders';
export { earningsOf, exportEarnings } from './earnings';
export { releaseHeld, syncTransfer } from './transfers';
export { syncRefunds } from './refunds';
export { runDueTasks } from './sweep';
export { reconcile, type Difference } from './reconcile';
export { entriesOf } from './money';
