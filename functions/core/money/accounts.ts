import { platformFee } from '@shared/money';

/**
 * The ledger's accounts and every posting Crafti makes, pure (no reads, no writes), so the
 * property tests run the code the writes run. Integer centavos; an entry's postings add up to
 * zero, so no entry creates or loses a centavo. Each account lives in one place, which is what
 * the reconciliation compares with PayMongo's wallets:
 *
 *   account                        place    what it holds
 *   buyer                          outside  what buyers paid (−) and got back (+)
 *   paymongo:fees                  outside  PayMongo's processing fees
 *   platform:fee                   crafti   Crafti's own money: its 5%, less the processing fees it pays
 *   platform:held:<artistId>       crafti   sale shares held until the order is completed (or canceled)
 *   platform:escrow:<projectId>    crafti   a commission's funded milestones, held until released or refunded
 *   platform:releasing:<artistId>  crafti   released commission money whose transfer is not made yet
 *   platform:refunding:<book>      crafti   money decided for a refund whose PayMongo refund is not made yet
 *   platform:unwanted:<book>       crafti   a payment Crafti cannot use (a checkout sold out meanwhile, a
 *                                           funding no longer wanted), refunded whole
 *   artist:<artistId>              artist   the artist's PayMongo wallet (a child account's)
 *
 * "crafti" is Crafti's (the parent account's) PayMongo wallet; "artist" the artist's own wallet.
 */

export interface Posting {
  account: string;
  /** Signed centavos: what the account gained (+) or gave (−). */
  amount: number;
  /** The order or milestone the posting is about, when one is. */
  ref?: string;
}

export const accounts = {
  buyer: 'buyer',
  processing: 'paymongo:fees',
  fee: 'platform:fee',
  held: (artistId: string) => `platform:held:${artistId}`,
  escrow: (projectId: string) => `platform:escrow:${projectId}`,
  releasing: (artistId: string) => `platform:releasing:${artistId}`,
  refunding: (book: string) => `platform:refunding:${book}`,
  unwanted: (book: string) => `platform:unwanted:${book}`,
  artist: (artistId: string) => `artist:${artistId}`,
} as const;

export type Place = { kind: 'outside' } | { kind: 'crafti' } | { kind: 'artist'; artistId: string };

/** Where an account's money is. */
export function placeOf(account: string): Place {
  if (account.startsWith('platform:')) return { kind: 'crafti' };
  if (account.startsWith('artist:')) return { kind: 'artist', artistId: account.slice('artist:'.length) };
  return { kind: 'outside' };
}

/** Accounts whose money Crafti holds for someone (they end at zero once every movement is made). */
export const isHolding = (account: string) => /^platform:(held|escrow|releasing|refunding|unwanted):/.test(account);

/**
 * Splits `total` over parts in proportion to `weights`, in whole centavos that add up to exactly
 * `total` (largest remainder; ties to the earlier part). Exact for any safe integers (BigInt).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const w = weights.map((x) => BigInt(Math.max(0, Math.trunc(x))));
  const sum = w.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = w.map((x) => BigInt(total) * x);
  const parts = exact.map((x) => x / sum);
  let left = BigInt(total) - parts.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((x, i) => ({ i, rest: x % sum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

export const sums = (postings: readonly Posting[]) => postings.reduce((sum, p) => sum + p.amount, 0);

/** Each account's balance after these postings. */
export function balances(postings: readonly Posting[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of postings) out.set(p.account, (out.get(p.account) ?? 0) + p.amount);
  return out;
}

/** What a posting list changes in each wallet: Crafti's, and each artist's (zero changes left out). */
export function walletChanges(postings: readonly Posting[]): { crafti: number; artists: Map<string, number> } {
  let crafti = 0;
  const artists = new Map<string, number>();
  for (const p of postings) {
    const place = placeOf(p.account);
    if (place.kind === 'crafti') crafti += p.amount;
    else if (place.kind === 'artist') artists.set(place.artistId, (artists.get(place.artistId) ?? 0) + p.amount);
  }
  for (const [id, by] of artists) if (by === 0) artists.delete(id);
  return { crafti, artists };
}

// ---- Sales ----------------------------------------------------------------------------------

/** One artist's part of a checkout, as the ledger sees it. */
export interface SaleShare {
  orderId: string;
  artistId: string;
  /** The artist's pieces at the prices paid. */
  amount: number;
  /** This order's part of the checkout's 5% fee. */
  fee: number;
}

/** The fee of each order: the checkout's fee over the orders in proportion to their amounts. */
export const feesOf = (amounts: readonly number[], checkoutFee: number) => allocate(checkoutFee, amounts);

/**
 * A sale paid: the buyer paid the total into Crafti's wallet; each share is held for its artist,
 * the fee is Crafti's less PayMongo's processing fee (Crafti pays it).
 */
export function salePaymentPostings(shares: readonly SaleShare[], processingFee: number): Posting[] {
  const total = shares.reduce((sum, s) => sum + s.amount + s.fee, 0);
  const fees = shares.reduce((sum, s) => sum + s.fee, 0);
  return [
    { account: accounts.buyer, amount: -total },
    ...shares.map((s) => ({ account: accounts.held(s.artistId), amount: s.amount, ref: s.orderId })),
    { account: accounts.fee, amount: fees - processingFee },
    ...(processingFee ? [{ account: accounts.processing, amount: processingFee }] : []),
  ];
}

/** A completed order's share transferred to the artist's wallet. */
export const saleReleasePostings = (s: Pick<SaleShare, 'orderId' | 'artistId' | 'amount'>): Posting[] => [
  { account: accounts.held(s.artistId), amount: -s.amount, ref: s.orderId },
  { account: accounts.artist(s.artistId), amount: s.amount, ref: s.orderId },
];

/** A canceled order refunded from Crafti's wallet: its pieces from the hold, its part of the fee from Crafti. */
export const saleRefundPostings = (s: SaleShare): Posting[] => [
  { account: accounts.buyer, amount: s.amount + s.fee, ref: s.orderId },
  { account: accounts.held(s.artistId), amount: -s.amount, ref: s.orderId },
  { account: accounts.fee, amount: -s.fee, ref: s.orderId },
];

export const saleRefundAmount = (s: Pick<SaleShare, 'amount' | 'fee'>) => s.amount + s.fee;

// ---- A payment Crafti cannot use ------------------------------------------------------------

/** A payment that came for nothing Crafti can deliver: held whole for its refund; the processing fee is Crafti's loss. */
export const unwantedPaymentPostings = (book: string, amount: number, processingFee: number): Posting[] => [
  { account: accounts.buyer, amount: -amount },
  { account: accounts.unwanted(book), amount },
  ...(processingFee
    ? [
        { account: accounts.fee, amount: -processingFee },
        { account: accounts.processing, amount: processingFee },
      ]
    : []),
];

/** Its refund made. */
export const unwantedRefundPostings = (book: string, amount: number): Posting[] => [
  { account: accounts.unwanted(book), amount: -amount },
  { account: accounts.buyer, amount },
];

// ---- Commissions ----------------------------------------------------------------------------

/** The artist's part of a commission release: the release less Crafti's 5%. */
export const netOf = (release: number) => release - platformFee(release);

/** A funding paid: the client's money held in the project's escrow; Crafti pays the processing fee. */
export const fundPostings = (projectId: string, amount: number, processingFee: number): Posting[] => [
  { account: accounts.buyer, amount: -amount },
  { account: accounts.escrow(projectId), amount },
  ...(processingFee
    ? [
        { account: accounts.fee, amount: -processingFee },
        { account: accounts.processing, amount: processingFee },
      ]
    : []),
];

/** A release decided: out of the escrow, the artist's net on its way, Crafti's 5% earned. */
export const releasePostings = (projectId: string, artistId: string, release: number, ref?: string): Posting[] => [
  { account: accounts.escrow(projectId), amount: -release, ref },
  { account: accounts.releasing(artistId), amount: netOf(release), ref },
  { account: accounts.fee, amount: platformFee(release), ref },
];

/** A release's transfer made: the net in the artist's wallet. */
export const releasePaidPostings = (artistId: string, net: number, ref?: string): Posting[] => [
  { account: accounts.releasing(artistId), amount: -net, ref },
  { account: accounts.artist(artistId), amount: net, ref },
];

/** A refund decided: out of the escrow, on its way back to the client. */
export const commissionRefundPostings = (projectId: string, book: string, refund: number, ref?: string): Posting[] => [
  { account: accounts.escrow(projectId), amount: -refund, ref },
  { account: accounts.refunding(book), amount: refund, ref },
];

/** A refund made by PayMongo: back with the client. */
export const refundPaidPostings = (book: string, refund: number, ref?: string): Posting[] => [
  { account: accounts.refunding(book), amount: -refund, ref },
  { account: accounts.buyer, amount: refund, ref },
];
