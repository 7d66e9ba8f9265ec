import { runBackfillCli } from './backfill-cli';

/**
 * `npm run backfill:art-search [-- --cursor <token> --page-size 25 --max-pages 40]`
 * Gives arts made before Browse Arts' word search (issue 49 §5) their search entries and their
 * search engine documents (functions/core/arts/search-index.ts `backfill`); also rebuilds a new or
 * emptied engine's index from the table. Safe to run again and to stop: each page
 * prints a token that `--cursor` goes on from.
 *   Local (default): against the running `npm start` stack, with the environment its functions
 *   run with (.local/functions-env.json); `--local-dir` names another such directory.
 *   Deployed: `--env-file <json>`, a function's environment as a JSON object, e.g. the arts
 *   function's (`aws lambda get-function-configuration --function-name <name> --query
 *   Environment.Variables > env.json`); AWS credentials and region come from the usual AWS
 *   environment (AWS_PROFILE, AWS_REGION, ...) and need the table and the search engine domain.
 */
await runBackfillCli({
  script: 'backfill:art-search',
  load: async () => (await import('@functions/core/arts/search-index')).backfill,
  describe: (r) => `${r.read} arts indexed`,
});
