import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Structured JSON logs: one object per line, as CloudWatch Logs Insights expects. Every line
 * written while a request is being handled carries that request's fields (request id, route
 * key, the browser's x-request-id): the local gateway runs many requests in one process, so the
 * fields live in an AsyncLocalStorage rather than a module variable.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const threshold = order[(process.env.LOG_LEVEL as Level | 'silent' | undefined) ?? 'info'] ?? order.info;

const requestFields = new AsyncLocalStorage<Record<string, unknown>>();

/** Runs `fn` with `fields` added to every log line it writes. */
export function withLogContext<T>(fields: Record<string, unknown>, fn: () => T): T {
  return requestFields.run({ ...requestFields.getStore(), ...fields }, fn);
}

function write(level: Level, msg: string, fields: Record<string, unknown>) {
  if (order[level] < threshold) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...requestFields.getStore(), ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/**
 * Writes one record whatever the log level (only `silent` stops it), with the request's fields:
 * for lines CloudWatch reads as data, such as embedded-metric-format metrics (./metrics.ts).
 */
export function writeRecord(record: Record<string, unknown>): void {
  if (threshold >= order.silent) return;
  console.log(
    JSON.stringify({
      level: 'info',
      time: new Date().toISOString(),
      msg: 'metric',
      ...requestFields.getStore(),
      ...record,
    }),
  );
}

export function serializeError(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return { value: String(err) };
}

export const log = {
  debug: (msg: string, fields: Record<string, unknown> = {}) => write('debug', msg, fields),
  info: (msg: string, fields: Record<string, unknown> = {}) => write('info', msg, fields),
  warn: (msg: string, fields: Record<string, unknown> = {}) => write('warn', msg, fields),
  error: (msg: string, fields: Record<string, unknown> = {}) => write('error', msg, fields),
};
