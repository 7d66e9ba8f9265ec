/** The orders' texts, states and timings, without zod (their schemas are in shared/schemas/orders.ts). */

/** The spec's order texts (part 1 §8). */
export const ORDER_MESSAGES = {
  notLoggedIn: 'User not logged in.',
  fetchFailed: 'Failed to fetch orders.',
  noArtistId: 'Artist ID not found for this user.',
  updateFailed: 'Failed to update status. Please try again.',
} as const;

/** Orders and transactions: 5 a page (part 1 §9). */
export const ORDERS_PAGE_SIZE = 5;
/** The client's order list is polled every 5 seconds while open. */
export const ORDERS_POLL_MS = 5000;

/** The artist's fulfilment status (part 1 §4): any of the three, in any order. */
export const ORDER_STATUSES = ['Pending', 'Completed', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where the payment stands (DESIGN §7). */
export const PAYMENT_STATES = ['pending', 'paid', 'expired', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How long a checkout holds its pieces for its buyer before they go back on sale. */
export const RESERVATION_MINUTES = 30;
