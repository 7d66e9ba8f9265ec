import { parseArgs } from 'node:util';
import { applyFunctionsEnv } from './functions-env-args';

/**
 * `npm run backfill:blocks [-- --env-file <json> | --local-dir <dir>]`
 * Puts blocks made before each person's blocks were kept in one item (issue 51 §2) into both
 * people's block sets (functions/core/blocks/blocks.ts `backfillSets`): every block item, written
 * again with its own time. Safe to run again. `npm start` runs it on the local data; on a stage,
 * run it once after the deploy that added the sets, with a function's environment as `--env-file`.
 */
const { values } = parseArgs({
  options: { 'env-file': { type: 'string' }, 'local-dir': { type: 'string' } },
});

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run backfill:blocks -- [--env-file <functions env json> | --local-dir <dir>]`);
  process.exit(2);
}

applyFunctionsEnv(values, usage);
const { backfillSets } = await import('@functions/core/blocks/blocks');
const started = Date.now();
const written = await backfillSets();
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written} blocks put in their block sets.`);
