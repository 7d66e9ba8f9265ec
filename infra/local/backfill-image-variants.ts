import { parseArgs } from 'node:util';
import { applyFunctionsEnv } from './functions-env-args';

/**
 * `npm run backfill:images [-- --resume <token> --page-size 25 --max-pages 40]`
 * Gives arts and community post images stored before a WebP variant existed (the 800 px medium
 * one, the 360 px thumb, the 680 px card one) the variants they lack (functions/core/uploads/backfill-variants.ts). Safe to run again and to stop:
 * each page prints a token that `--resume` goes on from.
 *   Local (default): against the running `npm start` stack, with the environment its functions
 *   run with (.local/functions-env.json); `--local-dir` names another such directory.
 *   Deployed: `--env-file <json>`, the functions' environment as a JSON object, e.g. the
 *   object-created function's (`aws lambda get-function-configuration --function-name <name>
 *   --query Environment.Variables > env.json`); AWS credentials and region come from the usual
 *   AWS environment (AWS_PROFILE, AWS_REGION, ...) and need the table and the media bucket.
 */
const { values } = parseArgs({
  options: {
    'env-file': { type: 'string' },
    'local-dir': { type: 'string' },
    resume: { type: 'string' },
    'page-size': { type: 'string' },
    'max-pages': { type: 'string' },
  },
});

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run backfill:images -- [--env-file <functions env json> | --local-dir <dir>] [--resume <token>] [--page-size <n>] [--max-pages <n>]`,
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

const { backfillImageVariants } = await import('@functions/core/uploads/backfill-variants');
const started = Date.now();
const result = await backfillImageVariants({
  resume: values.resume,
  pageSize,
  maxPages,
  onPage: (p) =>
    console.log(
      `${p.step}: ${p.scanned} read, ${p.filled} filled, ${p.skipped} skipped${p.resume ? ` (--resume ${p.resume})` : ''}`,
    ),
}).catch((err: unknown) => {
  if (err instanceof Error && err.message.startsWith('Not a backfill resume token')) usage(err.message);
  throw err;
});
for (const skip of result.skips) console.log(`skipped ${skip.id}: ${skip.reason}`);
console.log(
  `${result.resume ? 'Stopped after --max-pages' : 'Done'} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.scanned} read, ${result.filled} filled, ${result.skipped} skipped.` +
    (result.resume ? ` Go on with --resume ${result.resume}` : ''),
);
