import * as Counters from '../counters/counters';
import type { TransactionEntities } from '../db/service';

/** YYYY-MM of an instant in Manila (UTC+8, no daylight saving): the month an earnings total counts in. */
export const manilaMonth = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 7);

/** An artist's earnings totals (the sale's month and all time) moved by `by` centavos, in the transaction that earns or reverses them. */
export function earningsPieces(tx: TransactionEntities, artistId: string, at: string, by: number) {
  return [
    Counters.add(tx, Counters.names.earnings(artistId, manilaMonth(at)), by),
    Counters.add(tx, Counters.names.earnings(artistId, 'all'), by),
  ];
}
