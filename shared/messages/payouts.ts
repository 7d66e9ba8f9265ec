import type { OrderMoneyState } from '../money-machines';

/**
 * Payouts and earnings: the artist's PayMongo child account, where each sale's money is, and the
 * texts the screens show (their schemas are in shared/schemas/payouts.ts).
 */

/** Where an artist's payout account stands. `not_started`: nothing sent to PayMongo yet. */
export const PAYOUT_STATUSES = ['not_started', 'in_review', 'more_information', 'rejected', 'active'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What each status is called and what the artist does next. */
export const PAYOUT_STATUS_TEXT: Record<PayoutStatus, { label: string; next: string }> = {
  not_started: {
    label: 'Not set up',
    next: 'Set up payouts so PayMongo can send the money from your completed sales to your bank or e-wallet. Until then your earnings are held safely by Crafti.',
  },
  in_review: {
    label: 'In review',
    next: 'PayMongo is reviewing your details. This usually takes 1 to 3 business days; we will notify you when it is done.',
  },
  more_information: {
    label: 'More information needed',
    next: 'PayMongo needs more information before it can activate your payouts. Check the note below, correct your details and send them again.',
  },
  rejected: {
    label: 'Rejected',
    next: 'PayMongo could not verify your details. Check the reason below, correct your details and send them again.',
  },
  active: {
    label: 'Active',
    next: 'Your payouts are active: when an order is completed or a commission milestone approved, its money goes to your PayMongo wallet and on to your payout account.',
  },
};

/** Individual (a person selling their own work) or a registered business. */
export const PAYOUT_KINDS = ['individual', 'business'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** Government IDs PayMongo accepts for KYC. */
export const PAYOUT_ID_TYPES = [
  { value: 'philsys', label: 'PhilSys National ID' },
  { value: 'passport', label: 'Passport' },
  { value: 'drivers_license', label: "Driver's license" },
  { value: 'umid', label: 'UMID' },
  { value: 'prc', label: 'PRC ID' },
  { value: 'postal', label: 'Postal ID' },
] as const;
export type PayoutIdType = (typeof PAYOUT_ID_TYPES)[number]['value'];

/** Where payouts go: a bank account (InstaPay/PESONet) or an e-wallet. */
export const PAYOUT_DESTINATIONS = [
  { value: 'bdo', label: 'BDO Unibank', kind: 'bank' },
  { value: 'bpi', label: 'BPI', kind: 'bank' },
  { value: 'metrobank', label: 'Metrobank', kind: 'bank' },
  { value: 'landbank', label: 'Landbank', kind: 'bank' },
  { value: 'unionbank', label: 'UnionBank', kind: 'bank' },
  { value: 'security_bank', label: 'Security Bank', kind: 'bank' },
  { value: 'rcbc', label: 'RCBC', kind: 'bank' },
  { value: 'pnb', label: 'PNB', kind: 'bank' },
  { value: 'chinabank', label: 'China Bank', kind: 'bank' },
  { value: 'gcash', label: 'GCash', kind: 'ewallet' },
  { value: 'maya', label: 'Maya', kind: 'ewallet' },
] as const;
export type PayoutDestination = (typeof PAYOUT_DESTINATIONS)[number]['value'];
export const destinationLabel = (value: string) => PAYOUT_DESTINATIONS.find((d) => d.value === value)?.label ?? value;

/**
 * Where a sale's money is, for the artist (shared/money-machines.ts orderMoney):
 * - held: with Crafti until the order is completed (buyer protection);
 * - on_its_way: the order is completed and a transfer to the artist's wallet was asked for (it
 *   waits for the artist's payouts to be active);
 * - paid_out: in the artist's PayMongo wallet;
 * - refund_pending: the order was canceled and PayMongo has not confirmed the refund;
 * - refunded: the buyer got the money back;
 * - splitting … settled: part refunded to the buyer (a refund request, a dispute), the rest
 *   released to the artist, each by its own movement.
 */
export { ORDER_MONEY_STATES as MONEY_STATES, type OrderMoneyState as MoneyState } from '../money-machines';
export const MONEY_STATE_TEXT: Record<OrderMoneyState, string> = {
  held: 'Held by Crafti until the buyer receives the order',
  on_its_way: 'On its way to your wallet',
  paid_out: 'In your PayMongo wallet',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  splitting: 'Part refunded, the rest on its way to your wallet',
  split_paid_out: 'Your part in your PayMongo wallet; the refund pending',
  split_refunded: 'Part refunded; your part on its way to your wallet',
  settled: 'Part refunded; your part in your PayMongo wallet',
};

export const PAYOUT_MESSAGES = {
  submitted: 'Your details were sent to PayMongo for review.',
  submitFailed: 'We could not send your details to PayMongo. Please try again in a few minutes.',
  alreadyActive: 'Your payouts are already active.',
  inReview: 'Your details are already in review. We will notify you when PayMongo answers.',
  fetchFailed: 'Failed to load your payout details.',
  earningsFailed: 'Failed to load your earnings.',
  exportFailed: 'Could not export your earnings. Please try again.',
  adult: 'You must be at least 18 years old to receive payouts.',
} as const;

/** Earnings: 10 orders a page. */
export const EARNINGS_PAGE_SIZE = 10;

/** The Payouts tab's own texts (the profile page of an artist). */
export const PAYOUT_TEXT = {
  heading: 'Payouts',
  setUp: 'Set up payouts',
  sendAgain: 'Update and send again',
  send: 'Send to PayMongo',
  sending: 'Sending',
  cancel: 'Cancel',
  reason: "PayMongo's note",
  /** "Payouts go to BDO Unibank ••••1234". */
  destination: (label: string, last4: string) => `Payouts go to ${label} ••••${last4}`,
  /** "₱1,500.00 held by Crafti" (the amount already formatted). */
  held: (amount: string) => `${amount} held by Crafti until your orders are completed and your payouts are active`,
  privacy:
    'Your ID number and account number go straight to PayMongo, which verifies them. Crafti keeps only the last 4 digits of your account number.',
  formTitle: 'Your details for PayMongo',
  loading: 'Loading your payout details',
} as const;

/** The earnings view of the artist's Transactions. */
export const EARNINGS_TEXT = {
  month: 'This month',
  allTime: 'All time',
  held: 'Held by Crafti',
  wallet: 'In your PayMongo wallet',
  export: 'Export CSV',
  exporting: 'Exporting',
  note: 'For a sale the buyer pays Crafti’s 5% on top of your price, so you receive the whole price: Crafti holds it until you set the order to Completed, then sends it to your PayMongo wallet.',
  empty: 'No earnings yet.',
  emptyHint: 'When someone buys your art, what you earn from the sale shows here.',
  loading: 'Loading your earnings',
  /** "Showing sales 1 to 10". */
  showing: (from: number, to: number) => (from === 0 ? 'No sales on this page' : `Showing sales ${from} to ${to}`),
} as const;
