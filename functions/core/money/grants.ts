import { config } from '../config';

/**
 * Whether this function may move money: it was given PayMongo's keys (on AWS the names of the SSM
 * parameters, which CDK sets only on the functions whose group declares `payments` in
 * functions/api/permissions.ts; on the local stack the keys themselves, given the same way).
 * A function without them only queues money tasks for the every-minute job, which has them.
 */
export function mayMoveMoney(): boolean {
  const env = config();
  return Boolean(env.PAYMONGO_SECRET_PARAMETER || env.PAYMONGO_SECRET_KEY);
}
