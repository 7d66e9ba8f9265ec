import * as Checkout from '@functions/core/checkout/checkout';
import * as DueWork from '@functions/core/due-work/due-work';
import * as Money from '@functions/core/money/money';
import { DUE_WORK } from '@functions/events/run-due-work';
import { sim } from './paymongo';

/**
 * The money engine from tests: what the every-minute job does, run at a chosen moment (in this
 * process, which holds PayMongo's keys as that job does), and the simulator's wallets.
 */

/** What functions/events/run-due-work.ts does, as if it ran at `at`. */
export async function everyMinuteAt(at: Date) {
  const expired = await Checkout.expireDue(at);
  const moneyTasks = await Money.runDue(at);
  // A run takes at most 100 items of due work; the shared stack holds every test's (and the demo's)
  // orders and commissions, so runs at `at` follow one another, as minutes would, until one takes
  // fewer than that (at most 10).
  let work = 0;
  for (let round = 0; round < 10; round++) {
    const ran = await DueWork.runDue(DUE_WORK, at);
    work += ran;
    if (ran < 100) break;
  }
  return { expired, moneyTasks, work };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

type SimWallet = { owner: string; balance: { available: number; pending: number } };

/** What PayMongo (the simulator) holds in a wallet: Crafti's (the parent's) or a child account's. */
export async function walletAtPaymongo(owner: 'parent' | string): Promise<number> {
  const wallets = ((await sim('wallets')) as { data: SimWallet[] }).data;
  const parent = ((await sim('parent')) as { data: { id: string } }).data.id;
  const w = wallets.find((x) => x.owner === (owner === 'parent' ? parent : owner));
  return w ? w.balance.available + w.balance.pending : 0;
}
