import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type RunningStack } from '../../infra/local/stack';
import { CASES, measure, PROBES, walk, WALKS, type Walk } from './read-amplification/lists';
import { installMeter } from './read-amplification/meter';
import { BUDGET, CONCURRENCY, LARGE, SMALL } from './read-amplification/options';
import {
  byCase,
  flatness,
  overBudget,
  printTable,
  printWalks,
  walkFlatness,
  walkMisses,
} from './read-amplification/report';
import { seedOlderAuditEntries, seedPeople, seedVerifications } from './read-amplification/seed';

/**
 * List read amplification (DESIGN.md §5 and §11, issue 7 §4): every list reads ≤ 1.25 items per
 * item it returns, flat from 100 to 10,000 users.
 *
 * Seeds a throw-away DynamoDB Local (through the data layer: Profiles.create, Counters.add,
 * the verification and audit pieces; no Cognito, no HTTP), calls each list's core function for
 * page 1 and page 2 (following the cursor), walks the name searches to their end (WALKS: read per
 * row shown, empty pages, anyone shown twice), and counts what DynamoDB read for it: the items its
 * responses returned, counted by the stack's proxy (infra/local/services/read-meter.ts), and the
 * ConsumedCapacity that `ReturnConsumedCapacity: 'TOTAL'` reports.
 * First at 100 users, then topped up to 10,000 and measured again. Exits 1 over budget.
 *
 *   npx tsx tests/bench/read-amplification.ts [--users 10000] [--concurrency 32]
 *
 * Its parts are in read-amplification/: the meter, the seed, the lists and the report.
 */

/**
 * What the every-minute job does within a minute of the seeding: rolls up the site's totals it
 * marked (docs/counters.md), which the admin lists read beside their rows.
 */
async function rollUpTotals() {
  const Counters = await import('@functions/core/counters/counters');
  await Counters.rollUpSiteTotals();
}

async function main() {
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-'));
  let stack: RunningStack | undefined;
  const stop = async () => {
    await stack?.stop().catch(() => undefined);
    stack = undefined;
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    console.log(
      `Read amplification of the lists: ${SMALL} then ${LARGE.toLocaleString('en-US')} users, ${CONCURRENCY} concurrent writes`,
    );
    stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench', meterReads: true });
    installMeter(stack.readMeter!);
    console.log(`DynamoDB Local at ${stack.endpoints.dynamodb} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    console.log(`Seeding ${SMALL} users`);
    const small = await seedPeople(0, SMALL);
    await seedVerifications(small, 1);
    await seedOlderAuditEntries(8, 3);
    await rollUpTotals();
    const smallRows = await measure(CASES, SMALL);
    const smallProbes = await measure(PROBES, SMALL);
    const smallWalks: Walk[] = [];
    for (const c of WALKS) smallWalks.push(await walk(c, SMALL));

    const seedStarted = Date.now();
    console.log(`Topping up to ${LARGE.toLocaleString('en-US')} users`);
    const large = await seedPeople(SMALL, LARGE);
    await seedVerifications(large, 2);
    console.log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    await rollUpTotals();
    const largeRows = await measure(CASES, LARGE);
    const largeProbes = await measure(PROBES, LARGE);
    const largeWalks: Walk[] = [];
    for (const c of WALKS) largeWalks.push(await walk(c, LARGE));

    const rows = [...smallRows, ...largeRows].sort(byCase(CASES));
    console.log('');
    printTable(rows);
    console.log('');
    console.log(
      "items read: what DynamoDB returned (ScannedCount of each Query, the items of each GetItem, BatchGetItem and TransactGetItems answer), counted by the stack's proxy; returned: rows of the page; RCU: ConsumedCapacity (TOTAL)",
    );
    const walks = [...smallWalks, ...largeWalks].sort(
      (a, b) =>
        WALKS.findIndex((c) => c.list === a.list) - WALKS.findIndex((c) => c.list === b.list) || a.users - b.users,
    );
    console.log('');
    printWalks(walks);
    console.log('');
    console.log(
      'walked: every page of the search, following its cursor to the end; read/shown over the whole walk; empty pages: pages with no row (a person reads one as "no more results")',
    );
    const notFlat = [...flatness(smallRows, largeRows), ...walkFlatness(smallWalks, largeWalks)];
    console.log(
      notFlat.length === 0
        ? `flat from ${SMALL} to ${LARGE.toLocaleString('en-US')}: yes (no ratio grows by more than 0.1)`
        : `not flat: ${notFlat.join('; ')}`,
    );
    const over = rows.filter(overBudget);
    const walksMissed = walks.filter(walkMisses);
    if (over.length === 0 && walksMissed.length === 0) {
      console.log(`budget ≤ ${BUDGET}, and no empty page in a walk: met`);
    } else {
      console.log(`budget ≤ ${BUDGET}, and no empty page in a walk: NOT met by`);
      for (const r of over)
        console.log(
          `  ${r.list} at ${r.users} users, page ${r.page}: ${r.read} read / ${r.returned} returned${r.unexpected.length ? ` (${r.unexpected.join(', ')})` : ''}`,
        );
      for (const w of walksMissed)
        console.log(
          `  ${w.list} walked at ${w.users} users: ${w.read} read / ${w.returned} shown, ${w.emptyPages} empty pages, ${w.returned - w.distinct} shown twice`,
        );
      process.exitCode = 1;
    }

    console.log('');
    console.log('Also measured, not gated by the budget:');
    printTable([...smallProbes, ...largeProbes].sort(byCase(PROBES)));
    console.log(`Run time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();
