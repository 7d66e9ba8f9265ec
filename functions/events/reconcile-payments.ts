import * as Checkout from '../core/checkout/checkout';

/**
 * Daily (an EventBridge schedule on AWS; `npm run reconcile` locally): PayMongo's payments,
 * transfers and refunds of the last two days against the ledger. Differences are logged and
 * counted as LedgerMismatches, which alarm.
 */
export const handler = async (): Promise<{ differences: number }> => {
  const differences = await Checkout.reconcile();
  return { differences: differences.length };
};
