import { formatPeso, MAX_PRICE_CENTAVOS } from '../money';
import { MAX_ART_DAYS_TO_SHIP, MAX_PROFILE_DAYS_TO_SHIP } from '../shipping';

/**
 * Shipping profiles (issue 47 §2): limits and every text a person reads about them, without zod
 * (the schemas are in shared/schemas/shipping.ts, which re-exports these for the server).
 */

/** The most a zone's rate (first piece or each extra piece) may be: ₱10,000.00. */
export const MAX_RATE_CENTAVOS = 1_000_000;
/** The most artists one public read of profiles may name (a cart of 30 arts is at most 30 artists). */
export const MAX_PROFILE_IDS = 30;
export const MAX_PICKUP_PLACE = 200;
export const MAX_PICKUP_NOTE = 500;
export const MAX_CITY_NAME = 100;

export const SHIPPING_MESSAGES = {
  daysToShip: `Days to ship must be a whole number of days from 1 to ${MAX_PROFILE_DAYS_TO_SHIP}.`,
  artDaysToShip: `Days to ship must be a whole number of days from 1 to ${MAX_ART_DAYS_TO_SHIP}.`,
  shipsFrom: 'Choose the city you ship from.',
  rate: `Enter an amount in pesos from ₱0 to ${formatPeso(MAX_RATE_CENTAVOS)}, with at most 2 decimals.`,
  freeOver: `Enter the amount for free shipping in pesos, from ₱1 to ${formatPeso(MAX_PRICE_CENTAVOS)}, with at most 2 decimals.`,
  needRoute: 'Choose at least one zone you ship to, or offer meet-up/pickup.',
  pickupPlace: 'Enter where buyers meet you to pick up their pieces.',
  pickupPlaceLength: `The pickup place must be at most ${MAX_PICKUP_PLACE} characters.`,
  pickupNoteLength: `The pickup note must be at most ${MAX_PICKUP_NOTE} characters.`,
  artistIds: `Name from 1 to ${MAX_PROFILE_IDS} artists.`,
  saved: 'Your shipping settings were saved.',
  saveFailed: 'Failed to save your shipping settings. Please try again.',
  fetchFailed: 'Failed to load the shipping settings. Please try again.',
  /** The art page and the cart, for an artist without a profile (and checkout's `shipping.not_set`). */
  notSet: "The artist hasn't set up shipping yet.",
  /** Shipping settings, before the first save. */
  notSetOwn:
    "You haven't set up shipping yet: buyers can't add your arts to their carts until you save these settings.",
  /** Upload Art, while the artist has no profile. */
  setUpNotice:
    'Buyers can add your arts to their carts once you set up shipping: how many days you need to ship, where you ship from, and your rates.',
  /** The cart's estimate, per artist. */
  estimateNote: 'Estimate: final at checkout.',
} as const;

/** "ships in 3 days" / "ships in 1 day". */
export const shipsInText = (days: number) => `ships in ${days} ${days === 1 ? 'day' : 'days'}`;
