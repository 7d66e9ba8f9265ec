import * as Checkout from '../core/checkout/checkout';
import { log } from '../core/observability/log';
import { Metrics } from '../core/observability/metrics';

/**
 * Every minute (an EventBridge schedule on AWS; the local stack's timer): checkouts whose
 * reservation fell due are marked expired and their pieces go back on sale. A failure is
 * rethrown so the invocation counts as an error (and alarms).
 */
export const handler = async (): Promise<{ expired: number }> => {
  let expired: number;
  try {
    expired = await Checkout.expireDue();
  } catch (err) {
    Metrics.count('reservationSweepFailures');
    throw err;
  }
  if (expired > 0) log.info('reservations expired', { expired });
  return { expired };
};
