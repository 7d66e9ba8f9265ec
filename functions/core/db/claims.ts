import type { TransactionEntities } from './service';

type ClaimKind = 'email' | 'username' | 'tagName';

/**
 * The transaction writes that move a unique claim (see entities/unique.ts) from one value to
 * another: release the old, take the new, which fails if someone holds it. None when the
 * normalised value did not change (e.g. only its case did).
 */
export function moveClaim(tx: TransactionEntities, kind: ClaimKind, from: string, to: string, ownerId: string) {
  if (from === to) return [];
  return [tx.unique.delete({ kind, value: from }).commit(), tx.unique.create({ kind, value: to, ownerId }).commit()];
}
