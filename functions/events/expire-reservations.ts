import * as Checkout from '../core/checkout/checkout';
import * as Commissions from '../core/projects/commissions/commissions';
import { log } from '../core/observability/log';
import { Metrics } from '../core/observability/metrics';
import * as ReviewPublishing from '../core/reviews/publish';

/**
 * Every minute (an EventBridge schedule on AWS; the local stack's timer): checkouts whose
 * reservation fell due are marked expired and their pieces go back on sale; then the money still
 * to ask PayMongo for (transfers of held shares, refunds, commission releases and refunds) is asked
 * again and commission deliveries 7 days without a review are approved, and reviews 14 days
 * without the other side's are published. A failure of the
 * reservations is rethrown so the invocation counts as an error (and alarms); the money tasks
 * count their own failures.
 */
export const handler = async (): Promise<{ expired: number; moneyTasks: number; reviewsPublished: number }> => {
  let expired: number;
  try {
    expired = await Checkout.expireDue();
  } catch (err) {
    Metrics.count('reservationSweepFailures');
    throw err;
  }
  if (expired > 0) log.info('reservations expired', { expired });
  const moneyTasks = await Checkout.runDueTasks(new Date(), { release: Commissions.runRelease, commission_refund: Commissions.runCommissionRefund, auto_approve: Commissions.runAutoApprove });
  if (moneyTasks > 0) log.info('money tasks run', { moneyTasks });
  // Reviews whose 14 days passed without the other side's (issue 32 §1).
  const reviewsPublished = await ReviewPublishing.publishDue(new Date());
  if (reviewsPublished > 0) log.info('reviews published', { reviewsPublished });
  return { expired, moneyTasks, reviewsPublished };
};
