import { argValue } from '../args';

/** The bench's budget, sizes and options (tests/bench/read-amplification.ts). */

export const BUDGET = 1.25;
export const SMALL = 100;
export const LARGE = Number(argValue('--users') ?? 10_000);
export const CONCURRENCY = Number(argValue('--concurrency') ?? 32);
/** The audit log page the admin screen asks for (web/src/features/admin/api/get-audit-log.ts). */
export const AUDIT_PAGE_SIZE = 25;
