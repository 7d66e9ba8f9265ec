import type { Wallet } from './paymongo-accounts';
import type { Clearing, PlatformData } from './paymongo-ledger-data';

export type { Clearing };
import { now, type PaymentResource } from './paymongo-resources';

/**
 * Wallet balances as PayMongo's v2 wallet resource documents them: `balance.available` (money that
 * can be moved now) and `balance.pending` (money received that is still settling). A paid
 * payment's net is credited to its parties' `pending` and moves to `available` when it clears;
 * a transfer needs the source's available balance (less what pending transfers already hold); a
 * refund is deducted from its parties when it succeeds.
 *
 * DOCS-SILENT: the docs give clearing times per method only (cards 3 banking days, e-wallets 2,
 * BPI / UnionBank / QR Ph / BillEase 1), never when one payment's money becomes available. The
 * simulator clears a payment `clearingMs` after it is paid (default 0: at once), or when a test
 * says (`holdClearing` / `clearAll`), and shows the moment as the payment's `available_at`.
 */

/** A paid payment's credits, kept with it until they clear. */
export function createBalances(data: PlatformData, ctx: { save: () => void; clearingMs: number }) {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const walletOf = (owner: string): Wallet | undefined => Object.values(data.wallets).find((w) => w.owner === owner);
  const walletByNumber = (number: string): Wallet | undefined =>
    Object.values(data.wallets).find((w) => w.account_number === number);

  /** What the transfers still pending from a wallet will take from its available balance. */
  const outgoing = (w: Wallet) =>
    Object.values(data.transfers)
      .filter((x) => x.status === 'pending' && x.source_account.number === w.account_number)
      .reduce((sum, x) => sum + x.amount, 0);
  /** What the refunds still pending will deduct from an org's wallet. */
  const refunding = (owner: string) =>
    Object.values(data.refunds)
      .filter((r) => r.attributes.status === 'pending' || r.attributes.status === 'processing')
      .flatMap((r) => (r.attributes.split_deductions ?? []) as { merchant_id: string; amount: number }[])
      .filter((d) => d.merchant_id === owner)
      .reduce((sum, d) => sum + d.amount, 0);

  /** What a transfer from this wallet may take now: its available balance less pending transfers out. */
  const transferable = (w: Wallet) => w.balance.available - outgoing(w);

  /**
   * DOCS-AMBIGUOUS (refunds): PayMongo deducts refunds from the "upcoming payout balance" and names
   * `available_balance_insufficient`; the simulator counts available AND pending (money received
   * but not cleared is part of the upcoming payout), less pending transfers out and pending refunds.
   */
  const refundable = (owner: string) => {
    const w = walletOf(owner);
    return w ? w.balance.available + w.balance.pending - outgoing(w) - refunding(owner) : 0;
  };

  function schedule(paymentId: string, at: number) {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (!stopped) clear(paymentId);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  }

  /** Moves what is left of a payment's credits from pending to available. */
  function clear(paymentId: string): void {
    const stored = data.payments[paymentId];
    const c = stored?.clearing;
    if (!stored || !c || c.cleared) return;
    for (const { owner, amount } of c.credits) {
      const w = walletOf(owner);
      if (!w) continue;
      w.balance.pending -= amount;
      w.balance.available += amount;
    }
    c.cleared = true;
    stored.payment.attributes.available_at ??= now();
    ctx.save();
  }

  /**
   * A paid payment: each party's share to its pending balance, cleared at once (clearingMs 0),
   * later, or when released. Sets the payment's `available_at` (null while held).
   */
  function receive(payment: PaymentResource, credits: { owner: string; amount: number }[]): void {
    const stored = data.payments[payment.id]!;
    const held = data.steer.holdClearing === true;
    const at = held ? null : Date.now() + ctx.clearingMs;
    const kept = credits.filter((c) => walletOf(c.owner));
    for (const { owner, amount } of kept) walletOf(owner)!.balance.pending += amount;
    stored.clearing = { credits: kept.map((c) => ({ ...c })), at, cleared: false };
    const availableAt = held ? null : payment.attributes.paid_at + Math.ceil(ctx.clearingMs / 1000);
    payment.attributes.available_at = availableAt;
    stored.payment.attributes.available_at = availableAt;
    if (at !== null && ctx.clearingMs <= 0) clear(payment.id);
    else if (at !== null) schedule(payment.id, at);
  }

  /**
   * Takes a refund's deduction from an org's wallet: first from the refunded payment's own credit
   * not cleared yet, then from the available balance that pending transfers do not hold, then from
   * other payments not cleared yet (oldest first), and what is still due from the available balance.
   */
  function deduct(owner: string, amount: number, paymentId: string): void {
    const w = walletOf(owner);
    if (!w || amount <= 0) return;
    let due = amount;
    const fromPending = (c: Clearing | undefined) => {
      if (!c || c.cleared || due <= 0) return;
      for (const credit of c.credits.filter((x) => x.owner === owner && x.amount > 0)) {
        const take = Math.min(credit.amount, due);
        credit.amount -= take;
        w.balance.pending -= take;
        due -= take;
      }
    };
    fromPending(data.payments[paymentId]?.clearing);
    const free = Math.max(0, Math.min(due, transferable(w)));
    w.balance.available -= free;
    due -= free;
    for (const stored of Object.values(data.payments)) fromPending(stored.clearing);
    w.balance.available -= due;
  }

  /** A transfer that succeeded: from one wallet's available balance to the other's (wallet to wallet is instant). */
  function move(from: Wallet, to: Wallet, amount: number): void {
    from.balance.available -= amount;
    to.balance.available += amount;
  }

  return {
    walletOf,
    walletByNumber,
    transferable,
    refundable,
    receive,
    deduct,
    move,
    /** New payments stay pending until clearAll. */
    holdClearing() {
      data.steer.holdClearing = true;
      ctx.save();
    },
    /** Everything pending clears now, and clearing is no longer held. */
    clearAll() {
      data.steer.holdClearing = false;
      for (const [id, stored] of Object.entries(data.payments))
        if (stored.clearing && !stored.clearing.cleared) clear(id);
      ctx.save();
    },
    /** After a restart: what was due clears now, the rest when it is due. */
    resume() {
      for (const [id, stored] of Object.entries(data.payments)) {
        const c = stored.clearing;
        if (c && !c.cleared && c.at !== null) schedule(id, c.at);
      }
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Balances = ReturnType<typeof createBalances>;
