import fs from 'node:fs';
import path from 'node:path';
import { readLocalState } from './local-state';

/**
 * For the scripts that run the functions' code by hand (the backfills): takes the environment the
 * functions run with, from `--env-file <json>` (a deployed function's environment, e.g. `aws lambda
 * get-function-configuration --function-name <name> --query Environment.Variables`; AWS
 * credentials come from the usual AWS environment) or else from the running `npm start` stack
 * (`--local-dir`, .local/ by default). `usage` says what went wrong and exits.
 */
export function applyFunctionsEnv(
  values: { 'env-file'?: string; 'local-dir'?: string },
  usage: (message: string) => never,
): void {
  // This machine's Node may be older than the Lambdas' (22): the AWS SDK's notice about it is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (values['env-file']) {
    let env: Record<string, string>;
    try {
      env = JSON.parse(fs.readFileSync(path.resolve(values['env-file']), 'utf8')) as Record<string, string>;
    } catch (err) {
      usage(`Cannot read ${values['env-file']}: ${(err as Error).message}`);
    }
    Object.assign(process.env, env);
    return;
  }
  const dir = values['local-dir']
    ? path.resolve(values['local-dir'])
    : path.resolve(import.meta.dirname, '../../.local');
  const state = readLocalState(dir);
  if (!state) usage(`No running local stack found in ${dir}. Start it with \`npm start\` first, or pass --env-file.`);
  for (const key of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL']) delete process.env[key];
  Object.assign(process.env, state.env);
}
