import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './services/types';

/**
 * `npm run admin:create -- --email a@b.ph --password '...' [--first-name Ana --last-name Cruz]`
 * Makes or promotes an admin (Cognito Admin group + Admin profile).
 *   Local (default): against the running `npm start` stack, read from .local/endpoints.json.
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
  },
});

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run admin:create -- --email <email> --password <password> [--user-pool-id <id> --table-name <name>]`);
  process.exit(2);
}

if (!values.email || !values.password) usage('Both --email and --password are needed.');

if (values['user-pool-id'] || values['table-name']) {
  if (!values['user-pool-id'] || !values['table-name']) usage('A deployed stage needs both --user-pool-id and --table-name.');
  process.env.USER_POOL_ID = values['user-pool-id'];
  process.env.TABLE_NAME = values['table-name'];
} else {
  const file = path.resolve(import.meta.dirname, '../../.local/endpoints.json');
  if (!fs.existsSync(file)) usage('No local stack found (.local/endpoints.json). Start it with `npm start` first.');
  const endpoints = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    USER_POOL_ID: endpoints.userPoolId,
    TABLE_NAME: endpoints.tableName,
  });
}

const { ensureAdmin } = await import('@functions/core/accounts/admins');
const userId = await ensureAdmin({
  email: values.email,
  password: values.password,
  firstName: values['first-name'],
  lastName: values['last-name'],
});
console.log(`${values.email.toLowerCase()} is an admin (user id ${userId}).`);
