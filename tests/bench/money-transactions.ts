import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../infra/local/stack';

/**
 * The largest DynamoDB transaction of each money path at the largest input the product allows (a
 * cart of MAX_CART_ITEMS arts of as many artists, a commission of MAX_MILESTONES milestones),
 * against a local stack of its own. DynamoDB refuses a TransactWriteItems of more than 100 items;
 * exits 1 if any path writes one of 100 or more. The paths and the meter are
 * tests/support/money-paths.ts, which tests/integration/money-limits.int.test.ts runs too.
 *
 *   npx tsx tests/bench/money-transactions.ts [--budget 100]   (a lower budget shows the check fail)
 */

const at = process.argv.indexOf('--budget');
const budgetArg = at >= 0 ? Number(process.argv[at + 1]) : NaN;

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-money-'));
  process.env.LOG_LEVEL ??= 'error';
  const stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench-money' });
  try {
    // After the stack: the functions' modules read the environment it sets.
    const { resultsTable, runMoneyPaths, TRANSACTION_ITEMS_LIMIT } = await import('../support/money-paths');
    const budget = Number.isInteger(budgetArg) && budgetArg > 0 ? budgetArg : TRANSACTION_ITEMS_LIMIT;
    const started = performance.now();
    const { results, outside } = await runMoneyPaths(
      { api: stack.endpoints.api, paymongo: stack.endpoints.paymongo },
      (line) => process.stderr.write(`${line}\n`),
    );
    console.log(
      `\nThe largest DynamoDB transaction (items) of each money path at its largest input (budget ${budget}: DynamoDB's limit is ${TRANSACTION_ITEMS_LIMIT})\n`,
    );
    console.log(resultsTable(results, budget));
    const over = results.filter((r) => r.largest >= budget);
    const unseen = results.filter((r) => r.sizes.length === 0);
    console.log(
      `\n(${((performance.now() - started) / 1000).toFixed(0)} s; ${outside.length} transactions of the stack's own handlers meanwhile, not counted)`,
    );
    if (unseen.length) console.log(`NOT MEASURED: ${unseen.map((r) => r.path).join('; ')}`);
    console.log(
      over.length === 0
        ? `every path under ${budget} items: met`
        : `${budget} items or more: ${over.map((r) => `${r.path} (${r.largest})`).join('; ')}`,
    );
    if (over.length > 0 || unseen.length > 0) process.exitCode = 1;
  } finally {
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
