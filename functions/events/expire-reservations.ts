import * as Checkout from '../core/checkout/checkout';
import { log } from '../lib/log';

/**
 * Every minute (an EventBridge schedule on AWS; the local stack's timer): checkouts whose
 * reservation fell due are marked expired and their pieces go back on sale. A failure is
 * rethrown so the invocation counts as an error (and alarms).
 */
export const handler = async (): Promise<{ expired: number }> => {
  const expired = await Checkout.expireDue();
  if (expired > 0) log.info('reservations expired', { expired });
  return { expired };
};
