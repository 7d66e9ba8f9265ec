import * as Money from '../core/money/money';

/**
 * Daily (an EventBridge schedule on AWS; `npm run reconcile` on the local stack): PayMongo's
 * payments, transfers and refunds, and its wallets, against the ledger, and the money work stuck
 * past its deadline (functions/core/money/reconcile.ts). Differences are logged and counted as
 * LedgerMismatches, which alarm.
 */
export const handler = async (): Promise<{ differences: number }> => {
  const { differences } = await Money.reconcile();
  return { differences: differences.length };
};
