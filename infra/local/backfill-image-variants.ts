import type { BackfillResult } from '@functions/core/uploads/backfill-variants';
import { runBackfillCli, type Resumable } from './backfill-cli';

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
type Result = BackfillResult & Resumable;
const counts = (c: Result) => `${c.scanned} read, ${c.filled} filled, ${c.skipped} skipped`;

await runBackfillCli<Result, Result & { step: string }>({
  script: 'backfill:images',
  // The backfill calls its cursor `resume`.
  cursorOption: 'resume',
  load: async (usage) => {
    const { backfillImageVariants } = await import('@functions/core/uploads/backfill-variants');
    return async ({ cursor, onPage, ...options }) => {
      const result = await backfillImageVariants({
        ...options,
        resume: cursor,
        onPage: (p) => onPage({ ...p, cursor: p.resume }),
      }).catch((err: unknown) => {
        if (err instanceof Error && err.message.startsWith('Not a backfill resume token')) usage(err.message);
        throw err;
      });
      for (const skip of result.skips) console.log(`skipped ${skip.id}: ${skip.reason}`);
      return { ...result, cursor: result.resume };
    };
  },
  describe: counts,
  describePage: (p) => `${p.step}: ${counts(p)}`,
});
