import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONSTANT, MORE, PER_SHOWN, rowsOf, type RouteCost } from './route-costs/budget';

/**
 * Per-request cost as a budget (issue 51 §3): runs the cost bench's Vitest project (`costs`,
 * tests/bench/route-costs/route-costs.cost.test.ts) against a local stack whose DynamoDB is
 * metered, then prints, for every route of the contract, the items one call read and wrote (p50
 * and max of its calls) and what it showed, and exits 1 when a route read more than
 * PER_SHOWN × shown + its constant, or a route's call did not succeed.
 *
 *   npm run bench:routes [-- --scale 10000]
 */

const scaleAt = process.argv.indexOf('--scale');
const scale = scaleAt >= 0 ? process.argv[scaleAt + 1]! : '10000';
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-route-costs-')), 'costs.json');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'costs'], {
  stdio: 'inherit',
  env: { ...process.env, CRAFTI_METER_READS: '1', CRAFTI_ROUTE_COSTS_OUT: out, CRAFTI_ROUTE_COSTS_SCALE: scale },
});
if (run.status !== 0 || !fs.existsSync(out)) {
  console.error('The cost bench did not finish (see above).');
  process.exit(1);
}
const { costs } = JSON.parse(fs.readFileSync(out, 'utf8')) as { scale: number; costs: RouteCost[] };
const rows = rowsOf(costs);
const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(
  `\nWhat one call of each route costs DynamoDB among ${Number(scale).toLocaleString('en-US')} people, arts and orders (items; p50 and max of its calls)`,
);
console.log(
  `budget: read ≤ ${PER_SHOWN} × shown + ${CONSTANT}${Object.keys(MORE).length ? ' (or the route’s own constant, below)' : ''}\n`,
);
console.log(
  `${pad('route', 58)}${pad('as', 8)}${pad('read p50', 10)}${pad('read max', 10)}${pad('shown', 7)}${pad('allowed', 9)}${pad('written p50', 13)}${pad('written max', 13)}verdict`,
);
for (const r of rows)
  console.log(
    `${pad(r.route, 58)}${pad(r.caller, 8)}${pad(r.readP50, 10)}${pad(r.readMax, 10)}${pad(r.shownMax, 7)}${pad(r.allowed, 9)}${pad(r.writtenP50, 13)}${pad(r.writtenMax, 13)}${!r.ok ? 'NOT MEASURED' : r.over ? 'OVER' : 'ok'}`,
  );
for (const [route, more] of Object.entries(MORE)) console.log(`  ${route}: constant ${more.constant}, ${more.why}`);
const over = rows.filter((r) => r.over);
const failed = rows.filter((r) => !r.ok);
console.log(
  `\n${rows.length} routes; ${over.length === 0 ? 'every route within its budget' : `OVER budget: ${over.map((r) => r.route).join('; ')}`}${failed.length ? `; not measured (a call failed): ${failed.map((r) => `${r.route} (${costs.find((c) => c.route === r.route)!.statuses.join(',')})`).join('; ')}` : ''}`,
);
if (over.length > 0 || failed.length > 0) process.exitCode = 1;
