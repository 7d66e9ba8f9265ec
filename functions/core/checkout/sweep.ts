import { runRefund } from './refunds';
import { dueTasks, safely, type TaskItem } from './tasks';
import { runTransfer } from './transfers';

/** What runs a task of each kind: the sales' here, the commissions' given by the caller (the sweeper). */
export type TaskRunners = Partial<Record<TaskItem['kind'], (task: TaskItem) => Promise<void>>>;

/** The sweeper's money part: every due task (transfer, refund, a commission's release, refund or auto-approval) run again; answers how many ran. */
export async function runDueTasks(now = new Date(), more: TaskRunners = {}): Promise<number> {
  const runners: TaskRunners = { transfer: runTransfer, refund: runRefund, ...more };
  const due = await dueTasks(now);
  for (const task of due) {
    const run = runners[task.kind];
    if (run) await safely(task, run);
  }
  return due.length;
}
