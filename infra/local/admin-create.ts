import path from 'node:path';
import { parseArgs } from 'node:util';
import { readLocalState } from './local-state';

/**
 * `npm run admin:create -- --email a@b.ph --password '...' [--first-name Ana --last-name Cruz]`
 * Makes or promotes an admin (Cognito Admin group + Admin profile).
 *   Local (default): against the running `npm start` stack, with the environment its functions
 *   run with (written to .local/ at its start: ./local-state.ts); `--local-dir` names another
 *   such directory.
 *   Deployed: add `--user-pool-id <UserPoolId output> --table-name <TableName output>`; AWS
 *   credentials and region come from the usual AWS environment (AWS_PROFILE, AWS_REGION, ...).
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'user-pool-id': { type: 'string' },
    'table-name': { type: 'string' },
    'local-dir': { type: 'string' },
  },
});

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run admin:create -- --email <email> --password <password> [--user-pool-id <id> --table-name <name>]`,
  );
  process.exit(2);
}

if (!values.email || !values.password) usage('Both --email and --password are needed.');

if (values['user-pool-id'] || values['table-name']) {
  if (!values['user-pool-id'] || !values['table-name'])
    usage('A deployed stage needs both --user-pool-id and --table-name.');
  process.env.USER_POOL_ID = values['user-pool-id'];
  process.env.TABLE_NAME = values['table-name'];
} else {
  const dir = values['local-dir']
    ? path.resolve(values['local-dir'])
    : path.resolve(import.meta.dirname, '../../.local');
  const state = readLocalState(dir);
  if (!state) usage(`No running local stack found in ${dir}. Start it with \`npm start\` first.`);
  for (const key of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL']) delete process.env[key];
  Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' }, state.env);
}

const { ensureAdmin } = await import('@functions/core/accounts/admins');
const userId = await ensureAdmin({
  email: values.email,
  password: values.password,
  firstName: values['first-name'],
  lastName: values['last-name'],
});
console.log(`${values.email.toLowerCase()} is an admin (user id ${userId}).`);
