import { runBackfillCli } from './backfill-cli';

/**
 * `npm run backfill:search [-- --cursor <token> --page-size 25 --max-pages 40]`
 * Gives artists and clients indexed before the admin users table had its own search entries
 * (issue 46 #16: found by e-mail domain, address, role and runs of words) those entries
 * (functions/core/profiles/admin-search-backfill.ts). Safe to run again and to stop: each page
 * prints a token that `--cursor` goes on from.
 *   Local (default): against the running `npm start` stack, with the environment its functions
 *   run with (.local/functions-env.json); `--local-dir` names another such directory.
 *   Deployed: `--env-file <json>`, a function's environment as a JSON object, e.g. the HTTP API
 *   function's (`aws lambda get-function-configuration --function-name <name> --query
 *   Environment.Variables > env.json`); AWS credentials and region come from the usual AWS
 *   environment (AWS_PROFILE, AWS_REGION, ...) and need the table.
 */
await runBackfillCli({
  script: 'backfill:search',
  load: async () => (await import('@functions/core/profiles/admin-search-backfill')).backfillAdminSearch,
  describe: (r) => `${r.scanned} read, ${r.filled} indexed, ${r.skipped} changed meanwhile`,
});
