import { runRefund } from './refunds';
import { dueTasks, safely } from './tasks';
import { runTransfer } from './transfers';

/** The sweeper's money part: every due transfer or refund task asked of PayMongo again; answers how many ran. */
export async function runDueTasks(now = new Date()): Promise<number> {
  const due = await dueTasks(now);
  for (const task of due) await safely(task, task.kind === 'transfer' ? runTransfer : runRefund);
  return due.length;
}
