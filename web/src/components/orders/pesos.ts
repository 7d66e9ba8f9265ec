import { formatPeso, pesosToCentavos } from '@shared/money';

/**
 * An amount typed in pesos ("1,050", "1050.5", "0") as centavos within `min`..`max`, or the
 * problem to show at the field. Used by the refund request (at least ₱1.00) and the admins'
 * decision (0 allowed: nothing refunded).
 */
export function typedCentavos(
  typed: string,
  { min, max, zero = false }: { min: number; max: number; zero?: boolean },
): { centavos: number } | { error: string } {
  const text = typed.trim().replace(/,/g, '');
  const range = `from ${formatPeso(zero ? 0 : min)} to ${formatPeso(max)}`;
  if (text === '') return { error: `Enter the amount in pesos, ${range}.` };
  const centavos = zero && /^0*(\.0{0,2})?$/.test(text) ? 0 : pesosToCentavos(text);
  if (centavos === null) return { error: `Enter the amount in pesos, ${range}.` };
  if (centavos > max) return { error: `That is more than was paid for this order: enter at most ${formatPeso(max)}.` };
  if (centavos < min && !(zero && centavos === 0))
    return { error: `Enter at least ${formatPeso(min)}${zero ? ' (or 0 for no refund)' : ''}.` };
  return { centavos };
}

/** Centavos as the pesos a field starts with: "1050.00" → "1050", "1050.50" stays. */
export const pesosText = (centavos: number) =>
  centavos % 100 === 0 ? String(centavos / 100) : (centavos / 100).toFixed(2);
