import { AsyncLocalStorage } from 'node:async_hooks';
import { groupPermissions } from '../../functions/api/permissions';

/**
 * Each function's own environment on the local stack. On AWS every function is its own process
 * and CDK gives PayMongo's keys (the SSM parameter names) only to the functions whose group
 * declares `payments` (functions/api/permissions.ts). Locally every function runs in this one
 * process, so each invocation runs inside the environment its group is granted: without
 * PayMongo's keys where AWS would withhold them, so code that would fail there fails here too.
 * functions/core/config.ts reads the store under the same symbol.
 */

type Env = Record<string, string | undefined>;

const scope = new AsyncLocalStorage<Env>();
(globalThis as Record<symbol, unknown>)[Symbol.for('crafti.functionEnv')] = scope;

/** What only functions granted `payments` may hold. */
const PAYMENT_KEYS = [
  'PAYMONGO_SECRET_KEY',
  'PAYMONGO_WEBHOOK_SECRET',
  'PAYMONGO_SECRET_PARAMETER',
  'PAYMONGO_WEBHOOK_SECRET_PARAMETER',
];

/** The functions that are not route groups, and whether they hold PayMongo's keys (as infra/stacks/crafti-stack.ts grants them). */
const EVENT_FUNCTIONS_WITH_PAYMENTS: Record<string, boolean> = {
  ws: false,
  'object-created': false,
  'run-due-work': true,
  'reconcile-payments': true,
};

export function mayHoldPayments(fn: string): boolean {
  if (fn in EVENT_FUNCTIONS_WITH_PAYMENTS) return EVENT_FUNCTIONS_WITH_PAYMENTS[fn]!;
  const declared = (groupPermissions as Record<string, { payments?: boolean }>)[fn];
  if (!declared) throw new Error(`no permissions are declared for the function ${fn}`);
  return declared.payments === true;
}

const envs = new Map<string, Env>();

/** The environment `fn` runs with: the stack's, less PayMongo's keys unless it is granted them (made once per function, so its parsed configuration is cached once). */
export function envOf(fn: string, stackEnv: Env): Env {
  let env = envs.get(fn);
  if (!env) {
    env = Object.fromEntries(
      Object.entries(stackEnv).filter(([key]) => mayHoldPayments(fn) || !PAYMENT_KEYS.includes(key)),
    );
    envs.set(fn, env);
  }
  return env;
}

/** A handler that runs in `fn`'s own environment. */
export function inFunctionEnv<A extends unknown[], R>(
  fn: string,
  stackEnv: Env,
  handler: (...args: A) => R,
): (...args: A) => R {
  return (...args: A) => scope.run(envOf(fn, stackEnv), () => handler(...args));
}
