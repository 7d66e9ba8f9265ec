import { parseArgs } from 'node:util';
import { applyFunctionsEnv } from './functions-env-args';

/**
 * `npm run backfill:art-search [-- --cursor <token> --page-size 25 --max-pages 40]`
 * Gives arts made before Browse Arts' word search (issue 49 §5) their search entries
 * (functions/core/arts/search-index.ts `backfill`). Safe to run again and to stop: each page
 * prints a token that `--cursor` goes on from.
 *   Local (default): against the running `npm start` stack, with the environment its functions
 *   run with (.local/functions-env.json); `--local-dir` names another such directory.
 *   Deployed: `--env-file <json>`, a function's environment as a JSON object, e.g. the HTTP API
 *   function's (`aws lambda get-function-configuration --function-name <name> --query
 *   Environment.Variables > env.json`); AWS credentials and region come from the usual AWS
 *   environment (AWS_PROFILE, AWS_REGION, ...) and need the table.
 */
const { values } = parseArgs({
  options: {
    'env-file': { type: 'string' },
    'local-dir': { type: 'string' },
    cursor: { type: 'string' },
    'page-size': { type: 'string' },
    'max-pages': { type: 'string' },
  },
});

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run backfill:art-search -- [--env-file <functions env json> | --local-dir <dir>] [--cursor <token>] [--page-size <n>] [--max-pages <n>]`,
  );
  process.exit(2);
}

function positive(name: 'page-size' | 'max-pages'): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) usage(`--${name} takes a whole number above 0.`);
  return n;
}

const pageSize = positive('page-size');
const maxPages = positive('max-pages');
applyFunctionsEnv(values, usage);

const { backfill } = await import('@functions/core/arts/search-index');
const started = Date.now();
const result = await backfill({
  cursor: values.cursor,
  pageSize,
  maxPages,
  onPage: (p) => console.log(`${p.read} arts indexed${p.cursor ? ` (--cursor ${p.cursor})` : ''}`),
});
console.log(
  `${result.cursor ? 'Stopped after --max-pages' : 'Done'} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.read} arts indexed.` +
    (result.cursor ? ` Go on with --cursor ${result.cursor}` : ''),
);
