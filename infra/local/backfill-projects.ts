import { parseArgs } from 'node:util';
import { applyFunctionsEnv } from './functions-env-args';

/**
 * `npm run backfill:projects [-- --env-file <json> | --local-dir <dir>]`
 * Gives projects what their lists have read from since issue 51 §3, when they were made before:
 * each project with progress updates its timeline choice ("attach a timeline" offers it;
 * functions/core/projects/commissions/process.ts `backfillTimelineChoices`), and each project in
 * progress its two sides' in-progress entries (functions/core/projects/projects.ts
 * `backfillOngoing`). Safe to run again. `npm start` runs it on the local data; on a stage, run it
 * once after the deploy that added them, with a function's environment as `--env-file`.
 */
const { values } = parseArgs({
  options: { 'env-file': { type: 'string' }, 'local-dir': { type: 'string' } },
});

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run backfill:projects -- [--env-file <functions env json> | --local-dir <dir>]`,
  );
  process.exit(2);
}

applyFunctionsEnv(values, usage);
const { backfillProjects } = await import('@functions/core/projects/backfill');
const started = Date.now();
const { choices, ongoing } = await backfillProjects();
console.log(
  `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${choices} projects with updates have their timeline choice, ${ongoing} in progress their sides' entries.`,
);
