import * as Checkout from '../core/checkout/checkout';
import * as Commissions from '../core/projects/commissions/commissions';
import { log } from '../core/observability/log';
import { Metrics } from '../core/observability/metrics';

/**
 * Every minute (an EventBridge schedule on AWS; the local stack's timer): checkouts whose
 * reservation fell due are marked expired and their pieces go back on sale; then the money still
 * to ask PayMongo for (transfers of held shares, refunds) is asked again. A failure of the
 * reservations is rethrown so the invocation counts as an error (and alarms); the money tasks
 * count their own failures.
 */
export const handler = async (input?: { now?: string }): Promise<{ expired: number; moneyTasks: number }> => {
  let expired: number;
  try {
    expired = await Checkout.expireDue();
  } catch (err) {
    Metrics.count('reservationSweepFailures');
    throw err;
  }
  if (expired > 0) log.info('reservations expired', { expired });
  // `now` (tests only: the clock moved) lets a due-later task run; EventBridge sends its own event, without it.
  const now = typeof input?.now === 'string' && !Number.isNaN(Date.parse(input.now)) ? new Date(input.now) : new Date();
  const moneyTasks = await Checkout.runDueTasks(now, { release: Commissions.runRelease, commission_refund: Commissions.runCommissionRefund, auto_approve: Commissions.runAutoApprove });
  if (moneyTasks > 0) log.info('money tasks run', { moneyTasks });
  return { expired, moneyTasks };
};
