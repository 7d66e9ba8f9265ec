import * as Counters from '../counters/counters';
import { db, type TransactionEntities } from '../db/service';
import { type Posting, sums, walletChanges } from './accounts';

/**
 * The ledger's writes and reads. An entry is written in the same transaction as the state change
 * it records, and refused when one with the same book and id exists, so nothing is recorded
 * twice. Beside the entries, what each PayMongo wallet should hold is kept as counters moved by
 * the same transaction: Crafti's wallet over a few shards (every payment writes it), each
 * artist's on its own. The reconciliation compares them with the wallets PayMongo reports.
 */

export interface Entry {
  /** A checkout's id, or `project-<projectId>` for a commission. */
  book: string;
  /** Deterministic per movement (payment, transfer:order:<id>, …). */
  entryId: string;
  kind: 'payment' | 'transfer' | 'refund' | 'internal';
  postings: Posting[];
  /** PayMongo's id of what moved the money and the centavos it moved (none for an internal move). */
  providerId?: string;
  providerAmount?: number;
}

export const bookOfProject = (projectId: string) => `project-${projectId}`;

/** How many counters Crafti's wallet is spread over (each payment touches one). */
export const CRAFTI_WALLET_SHARDS = 8;

export const walletCounter = {
  crafti: (shard: number) => `ledger-wallet:crafti#${shard}`,
  artist: (artistId: string) => `ledger-wallet:artist:${artistId}`,
};

/** A stable shard of a book (so one book's entries always touch the same counter). */
export function shardOf(book: string): number {
  let h = 0;
  for (let i = 0; i < book.length; i++) h = (h * 31 + book.charCodeAt(i)) | 0;
  return Math.abs(h) % CRAFTI_WALLET_SHARDS;
}

/**
 * The pieces that write `entries` (one transaction): each entry, refused if it exists, and the
 * wallet counters they move, added up so each counter is touched once.
 */
export function ledgerPieces(tx: TransactionEntities, entries: readonly Entry[]): object[] {
  if (entries.length === 0) return [];
  const pieces: object[] = [];
  const counters = new Map<string, number>();
  const bump = (name: string, by: number) => counters.set(name, (counters.get(name) ?? 0) + by);
  for (const e of entries) {
    if (sums(e.postings) !== 0)
      throw new Error(`ledger entry ${e.book}/${e.entryId} does not balance (${sums(e.postings)})`);
    pieces.push(tx.ledgerEntry.create({ ...e, ...(e.providerId ? {} : { providerId: undefined }) }).commit());
    const change = walletChanges(e.postings);
    if (change.crafti) bump(walletCounter.crafti(shardOf(e.book)), change.crafti);
    for (const [artistId, by] of change.artists) bump(walletCounter.artist(artistId), by);
  }
  for (const [name, by] of counters) if (by !== 0) pieces.push(Counters.add(tx, name, by));
  return pieces;
}

/** A book's entries, in entry id order. */
export async function entriesOf(book: string) {
  const { data } = await db().entities.ledgerEntry.query.byBook({ book }).go({ pages: 'all' });
  return data;
}

/** The entries that name a PayMongo movement (a payment, transfer or refund id). */
export async function entriesOfProvider(providerId: string) {
  const { data } = await db().entities.ledgerEntry.query.byProvider({ providerId }).go({ limit: 10 });
  return data;
}

/** What the ledger says Crafti's wallet holds. */
export async function craftiWalletBalance(): Promise<number> {
  const names = Array.from({ length: CRAFTI_WALLET_SHARDS }, (_, i) => walletCounter.crafti(i));
  const values = await Promise.all(names.map((n) => Counters.getRaw(n)));
  return values.reduce((a, b) => a + b, 0);
}

/** What the ledger says each artist's wallet holds. */
export async function artistWalletBalances(artistIds: readonly string[]): Promise<Map<string, number>> {
  const values = await Promise.all(artistIds.map((id) => Counters.getRaw(walletCounter.artist(id))));
  return new Map(artistIds.map((id, i) => [id, values[i]!]));
}
