import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import { formatPeso, pesosToCentavos } from '@shared/money';

/**
 * The decide form's release part, typed in pesos: 0 up to the money held, at most 2 decimals.
 * Answers the centavos and the refund (held − release), or the problem to show at the field.
 */
export function releaseSplit(typed: string, held: number): { release: number; refund: number } | { error: string } {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { error: `Enter the release part in pesos, from ${formatPeso(0)} to ${formatPeso(held)}.` };
  const release = /^0*(\.0{0,2})?$/.test(text) ? 0 : pesosToCentavos(text);
  if (release === null)
    return { error: `Enter the release part in pesos, from ${formatPeso(0)} to ${formatPeso(held)}.` };
  if (release > held) return { error: COMMISSION_MESSAGES.releaseTooMuch };
  return { release, refund: held - release };
}
