import { parseArgs } from 'node:util';
import { applyFunctionsEnv } from './functions-env-args';

/**
 * `npm run reconcile [-- --days 2]`
 * The daily reconciliation (functions/core/money/reconcile.ts, which functions/events/reconcile-payments.ts
 * runs on AWS) run now: PayMongo's payments, transfers and refunds of the last `--days` days and
 * its wallets (Crafti's and each active artist's) against the ledger, and the money work stuck
 * past its deadline. Prints each difference and the wallets; exits 1 when there is a difference.
 *   Local (default): against the running `npm start` stack (its PayMongo simulator and tables),
 *   with the environment its functions run with (.local/functions-env.json: ./local-state.ts);
 *   `--local-dir` names another such directory.
 *   Deployed: `--env-file <json>`, the reconcile-payments function's environment as a JSON object
 *   (`aws lambda get-function-configuration --function-name <name> --query Environment.Variables`);
 *   AWS credentials and region come from the usual AWS environment.
 * The function's own log lines are left out (LOG_LEVEL=silent) unless LOG_LEVEL is set.
 */
const { values } = parseArgs({
  options: {
    days: { type: 'string' },
    'env-file': { type: 'string' },
    'local-dir': { type: 'string' },
  },
});

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run reconcile -- [--days <n>] [--env-file <functions env json> | --local-dir <dir>]`,
  );
  process.exit(2);
}

const days = values.days === undefined ? undefined : Number(values.days);
if (days !== undefined && (!Number.isInteger(days) || days < 0))
  usage('--days takes a whole number of days (0 or more).');

const logLevel = process.env.LOG_LEVEL ?? 'silent';
applyFunctionsEnv(values, usage);
// Set before the functions' code loads: their logger reads it once.
process.env.LOG_LEVEL = logLevel;

const Money = await import('@functions/core/money/money');
const { formatPeso } = await import('@shared/money');

const { differences, wallets } = await Money.reconcile({ days });

const gap = (paymongo: number, ledger: number) =>
  paymongo === ledger ? 'agree' : `differ by ${formatPeso(paymongo - ledger)}`;
const rows = [
  ['wallet', 'PayMongo', 'ledger', ''],
  [
    "Crafti's",
    formatPeso(wallets.crafti.paymongo),
    formatPeso(wallets.crafti.ledger),
    gap(wallets.crafti.paymongo, wallets.crafti.ledger),
  ],
  ...wallets.artists.map((a) => [
    `artist ${a.artistId}`,
    formatPeso(a.paymongo),
    formatPeso(a.ledger),
    gap(a.paymongo, a.ledger),
  ]),
];
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(
  `Wallets (Crafti's and ${wallets.artists.length} active artist${wallets.artists.length === 1 ? '' : 's'}):`,
);
for (const r of rows)
  console.log(
    `  ${r.map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')}`.trimEnd(),
  );
console.log('');

if (differences.length === 0) {
  console.log(
    `No differences: PayMongo and the ledger agree, and no money work is stuck (the last ${days ?? 2} days).`,
  );
  console.log(
    "(Movements of the last 15 minutes are matched from the ledger's side only: they may still be on their way to it.)",
  );
  process.exit(0);
}
console.log(
  `${differences.length} difference${differences.length === 1 ? '' : 's'} (amounts in centavos; movements of the last 15 minutes are left to the next run):`,
);
const kindWidth = Math.max(...differences.map((d) => d.kind.length));
for (const d of differences) console.log(`  ${d.kind.padEnd(kindWidth)}  ${d.id}: ${d.what}`);
process.exit(1);
