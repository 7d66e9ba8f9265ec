/**
 * The business metrics, by name: what the functions count (functions/core/observability/metrics.ts writes them
 * as embedded-metric-format log lines) and what CDK graphs and alarms on
 * (infra/constructs/monitoring.ts). One list, so an alarm cannot watch a name nobody writes.
 *
 * Every metric is a count in namespace `Crafti` with the one dimension `Stage`; anything finer
 * (a reason, an order id) travels as a property of the log line, searchable in Logs Insights but
 * not a dimension, so each stage costs a fixed number of custom metrics.
 */
export const METRICS_NAMESPACE = 'Crafti';
export const STAGE_DIMENSION = 'Stage';

export const BUSINESS_METRICS = {
  /** An account created by POST /register (the profile written, the confirmation mail sent). */
  registrations: 'Registrations',
  /**
   * A sign-in Cognito refused. Sign-in goes from the browser straight to Cognito, so no function of
   * ours sees it: the dashboard derives it from Cognito's SignInSuccesses (SampleCount − Sum). Kept
   * here for a future server-side sign-in path.
   */
  signInsRefused: 'SignInsRefused',
  /** An uploaded object the byte check refused and deleted (wrong type, too big, not issued). */
  uploadsRejected: 'UploadsRejected',
  /** A payment webhook whose signature did not verify: a forgery or a wrong secret. Alarmed. */
  webhookSignatureFailures: 'WebhookSignatureFailures',
  /**
   * A validly signed paid event that does not match its checkout (another session id, or an
   * amount other than the checkout's total): nothing is settled. Alarmed.
   */
  webhookPaymentMismatches: 'WebhookPaymentMismatches',
  /** A pending order created by checkout, stock reserved. */
  ordersCreated: 'OrdersCreated',
  /** An order marked paid by the payment webhook. */
  ordersPaid: 'OrdersPaid',
  /** An order expired and its reservation released (session expired, or the sweep found it). */
  ordersExpired: 'OrdersExpired',
  /** A checkout that could not create its order or payment session (not a validation refusal). */
  checkoutFailures: 'CheckoutFailures',
  /** A chat message stored and pushed. */
  messagesSent: 'MessagesSent',
  /** A run of the scheduled expired-reservation sweep that failed. Alarmed. */
  reservationSweepFailures: 'ReservationSweepFailures',
  /** Artist details PayMongo's Onboarding API could not be reached for (not a refusal of the details). */
  payoutOnboardingFailures: 'PayoutOnboardingFailures',
  /** A held share PayMongo could not transfer to its artist (refused, or the transfer failed). Alarmed. */
  transferFailures: 'TransferFailures',
  /** A refund PayMongo refused or that failed: the order stays "refund pending". Alarmed. */
  refundFailures: 'RefundFailures',
  /** A difference between PayMongo's payments, transfers and refunds and the ledger, found by the daily reconciliation. Alarmed. */
  ledgerMismatches: 'LedgerMismatches',
  /** A money task (transfer or refund) whose run failed unexpectedly. */
  moneyTaskFailures: 'MoneyTaskFailures',
  /**
   * A payment Crafti could not use (a checkout whose pieces sold out meanwhile, a funding of a
   * closed project or of milestones funded meanwhile): refunded whole, and alarmed.
   */
  unwantedPayments: 'UnwantedPayments',
} as const;

export type BusinessMetric = keyof typeof BUSINESS_METRICS;
export type BusinessMetricName = (typeof BUSINESS_METRICS)[BusinessMetric];
