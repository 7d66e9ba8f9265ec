import { parseArgs } from 'node:util';
import { applyFunctionsEnv } from './functions-env-args';

/**
 * `npm run backfill:timelines [-- --env-file <json> | --local-dir <dir>]`
 * Gives projects whose progress updates were posted before each project kept its timeline choice
 * (issue 51 §3) that choice, so "attach a timeline" offers them
 * (functions/core/projects/commissions/process.ts `backfillTimelineChoices`). Safe to run again.
 * `npm start` runs it on the local data; on a stage, run it once after the deploy that added the
 * choices, with a function's environment as `--env-file`.
 */
const { values } = parseArgs({
  options: { 'env-file': { type: 'string' }, 'local-dir': { type: 'string' } },
});

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run backfill:timelines -- [--env-file <functions env json> | --local-dir <dir>]`,
  );
  process.exit(2);
}

applyFunctionsEnv(values, usage);
const { backfillTimelineChoices } = await import('@functions/core/projects/commissions/process');
const started = Date.now();
const projects = await backfillTimelineChoices();
console.log(
  `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${projects} projects with updates have their timeline choice.`,
);
