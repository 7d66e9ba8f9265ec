/**
 * The money engine (DESIGN §7): every peso a buyer pays lands in Crafti's PayMongo wallet and is
 * held there until it is earned; nothing else in Crafti moves money. What lives here:
 *
 *   accounts.ts       the ledger's accounts (which wallet each lives in) and every posting, pure
 *   ledger.ts         writing entries in the caller's transaction, and the wallet counters
 *   payments.ts       a paid checkout session read back from PayMongo; recording a payment
 *   tasks.ts          money tasks: queued with the state change, run now or by the every-minute job
 *   movements.ts      exactly once against PayMongo: claim, look up, create with an Idempotency-Key, record
 *   subjects.ts       what a transfer or refund settles (an order, a milestone, a checkout, a funding)
 *   events.ts         PayMongo's webhook: the signature, then each event read back and routed
 *   reconcile.ts      the daily comparison with PayMongo: movements, wallets, stuck work
 *   earnings.ts       the artist's earnings view and CSV
 *   milestones.ts     a commission milestone's money, pure (the rules of approval, cancellation, decision)
 *   grants.ts, faults.ts   who may move money; the crash points tests use
 *
 * The state machines of every money object are shared/money-machines.ts. Checkout and
 * commissions call this module; it imports neither (functions/core/money/direction.test.ts).
 */
export { accounts, allocate, feesOf, netOf, type Posting, type SaleShare } from './accounts';
export { earningsPieces, manilaMonth } from './earnings-counters';
export { earningsOf, exportEarnings } from './earnings';
export { eventRecordPiece, eventSeen, receiveWebhook, type PaymentEventRef, type PaymentHandlers } from './events';
export { fault } from './faults';
export { bookOfProject, type Entry, entriesOf, ledgerPieces } from './ledger';
export {
  type PaidPayment,
  fundingPaymentPieces,
  paidSession,
  salePaymentPieces,
  unwantedPaymentPieces,
} from './payments';
export { reconcile, type Difference, type Reconciliation } from './reconcile';
export { findTask, type MovementSpec, movementPiece, onMovementEvent, runDue, runNow, wakeArtist } from './tasks';
