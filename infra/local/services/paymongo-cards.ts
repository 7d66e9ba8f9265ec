/**
 * PayMongo's published test cards and what each does (its "Testing" page): any future expiry and
 * any CVC. Cards not listed here are declined like a real unknown card (`generic_decline`), and a
 * number that fails the Luhn check is refused by the form before any payment is attempted.
 */

export type CardOutcome =
  | { kind: 'succeed' }
  /** A 3-D Secure page first; completing it gives `afterAuthentication`, failing it declines. */
  | { kind: 'authenticate'; afterAuthentication: CardOutcome }
  | { kind: 'decline'; code: string; message: string };

export type Decline = Extract<CardOutcome, { kind: 'decline' }>;

const SUCCEED: CardOutcome = { kind: 'succeed' };
const decline = (code: string, message: string): Decline => ({ kind: 'decline', code, message });
const GENERIC_DECLINE = decline('generic_decline', 'The payment failed to be processed due to unknown reasons.');

export const AUTHENTICATION_FAILED = decline(
  'authentication_failed',
  'The cardholder did not complete 3-D Secure authentication.',
);

export const TEST_CARDS: Readonly<Record<string, { label: string; outcome: CardOutcome }>> = {
  '4343434343434345': { label: 'Visa: succeeds', outcome: SUCCEED },
  '4571736000000075': { label: 'Visa debit: succeeds', outcome: SUCCEED },
  '4009930000001421': { label: 'Visa credit (PH): succeeds', outcome: SUCCEED },
  '4404520000001439': { label: 'Visa debit (PH): succeeds', outcome: SUCCEED },
  '5555444444444457': { label: 'Mastercard: succeeds', outcome: SUCCEED },
  '5455590000000009': { label: 'Mastercard debit: succeeds', outcome: SUCCEED },
  '5339080000000003': { label: 'Mastercard prepaid: succeeds', outcome: SUCCEED },
  '5240050000001440': { label: 'Mastercard credit (PH): succeeds', outcome: SUCCEED },
  '5577510000001446': { label: 'Mastercard debit (PH): succeeds', outcome: SUCCEED },
  '5123000000000001': { label: 'Mastercard, 3-D Secure optional: succeeds', outcome: SUCCEED },
  '4120000000000007': {
    label: '3-D Secure: succeeds once authenticated',
    outcome: { kind: 'authenticate', afterAuthentication: SUCCEED },
  },
  '4230000000000004': { label: '3-D Secure: declined before authentication', outcome: GENERIC_DECLINE },
  '5234000000000106': {
    label: '3-D Secure: declined after authentication',
    outcome: { kind: 'authenticate', afterAuthentication: GENERIC_DECLINE },
  },
  '4200000000000018': {
    label: 'Declined: expired card',
    outcome: decline('card_expired', 'The card used has already expired.'),
  },
  '4300000000000017': {
    label: 'Declined: invalid CVC',
    outcome: decline('cvc_invalid', 'The CVC number entered is invalid.'),
  },
  '4400000000000016': { label: 'Declined: generic decline', outcome: GENERIC_DECLINE },
  '4111111111111111': { label: 'Declined: generic decline', outcome: GENERIC_DECLINE },
  '4500000000000015': {
    label: 'Declined: fraudulent',
    outcome: decline('fraudulent', 'The payment was blocked as possibly fraudulent.'),
  },
  '5100000000000198': {
    label: 'Declined: insufficient funds',
    outcome: decline('insufficient_funds', 'The card has insufficient funds.'),
  },
  '5200000000000197': {
    label: 'Declined: blocked by the processor',
    outcome: decline('processor_blocked', 'The transaction was blocked by the processor.'),
  },
  '5300000000000196': {
    label: 'Declined: lost card',
    outcome: decline('lost_card', 'The card used has been reported lost.'),
  },
  '5400000000000195': {
    label: 'Declined: stolen card',
    outcome: decline('stolen_card', 'The card used has been reported stolen.'),
  },
  '5500000000000194': {
    label: 'Declined: processor unavailable',
    outcome: decline('processor_unavailable', 'The payment processor is unavailable. Please try again.'),
  },
  '4600000000000014': {
    label: 'Declined: blocked by PayMongo',
    outcome: decline('blocked', 'The payment was blocked by PayMongo.'),
  },
};

/** The cards `npm start` prints and the hosted page lists. */
export const FEATURED_TEST_CARDS = [
  '4343434343434345',
  '5555444444444457',
  '4120000000000007',
  '4200000000000018',
  '4400000000000016',
] as const;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number]?.outcome ?? GENERIC_DECLINE;
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  return 'unknown';
}
