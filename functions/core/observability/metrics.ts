import { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE, STAGE_DIMENSION } from './metric-catalog';
import { writeRecord } from './log';

/**
 * Business metrics as CloudWatch embedded-metric-format (EMF) lines, written by our own logger.
 *
 * Why not the Powertools metrics package: its Metrics object buffers per invocation and flushes
 * once from a middleware, a module-wide buffer that the local gateway (many requests in one
 * process, concurrently) would mix between requests; a line per count needs no buffer and no
 * flush to forget, costs no bundle bytes (the 250 kB budget, issue 9), and goes through the
 * logger's AsyncLocalStorage, so each metric line carries the request id and route key of the
 * request that counted it, like every other log line. CloudWatch extracts the metric from the
 * line itself: no PutMetricData call, no IAM permission, no latency on the request path.
 *
 *   Metrics.count('ordersPaid', 1, { orderId })
 *
 * writes one line: `{"_aws":{...,"Metrics":[{"Name":"OrdersPaid","Unit":"Count"}]},"Stage":"prod","OrdersPaid":1,"orderId":"...","requestId":"...","routeKey":"..."}`.
 */

/** Extra fields of the line: searchable in Logs Insights, never dimensions. */
export type MetricProperties = Record<string, string | number | boolean | undefined>;

/** Names the line may not take from properties: they would overwrite the metric itself. */
const RESERVED = new Set(['_aws', STAGE_DIMENSION, ...Object.values(BUSINESS_METRICS)]);

function stage(): string {
  return process.env.STAGE || 'unknown';
}

/** The EMF record of one count (exported for tests). */
export function emfRecord(
  metric: BusinessMetric,
  value: number,
  properties: MetricProperties = {},
  now = Date.now(),
): Record<string, unknown> {
  const name = BUSINESS_METRICS[metric];
  const extra = Object.fromEntries(
    Object.entries(properties).filter(([key, v]) => v !== undefined && !RESERVED.has(key)),
  );
  return {
    ...extra,
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        { Namespace: METRICS_NAMESPACE, Dimensions: [[STAGE_DIMENSION]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    [STAGE_DIMENSION]: stage(),
    [name]: value,
    metric: name,
  };
}

export const Metrics = {
  /**
   * Counts `value` (default 1) of a business metric. Never throws: counting must not fail the
   * request it counts.
   */
  count(metric: BusinessMetric, value = 1, properties?: MetricProperties): void {
    try {
      writeRecord(emfRecord(metric, value, properties));
    } catch {
      // A metric line that cannot be written is not worth a failed request.
    }
  },
};
