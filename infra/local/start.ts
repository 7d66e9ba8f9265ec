import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo';
import { PortInUseError } from './ports';
import { FEATURED_TEST_CARDS, TEST_CARDS } from './services/paymongo-cards';
import { startStack } from './stack';
import { startWebDev } from './web';

/**
 * `npm start`: the whole product on this machine with demo data. Data persists under
 * .local/ (`npm run reset` wipes it). Ctrl-C stops every service this started.
 */
const root = path.resolve(import.meta.dirname, '../..');
const localDir = path.join(root, '.local');

async function main() {
  const stack = await startStack({ dataDir: path.join(localDir, 'data'), workDir: localDir, ports: 'fixed', name: 'crafti-local' });
  let stopping = false;
  const web = await startWebDev(stack.ports.web, stack.webConfig).catch(async (err) => {
    await stack.stop();
    throw err;
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Crafti...`);
    await web.stop().catch(() => undefined);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await seedDemo();
  const endpoints = { ...stack.endpoints, web: web.url };
  fs.writeFileSync(path.join(localDir, 'endpoints.json'), JSON.stringify(endpoints, null, 2));

  console.log(`
  Crafti is running locally.

    Web app        ${endpoints.web}
    HTTP API       ${endpoints.api}
    WebSocket API  ${endpoints.ws}
    Mailbox (SES)  ${endpoints.mailbox}
    DynamoDB       ${endpoints.dynamodb}
    Cognito        ${endpoints.cognito}
    S3             ${endpoints.s3}
    PayMongo       ${endpoints.paymongo}  (simulator: hosted checkout, signed webhooks; controls under /__sim/)

  PayMongo test cards (any future expiry, any CVC)
${FEATURED_TEST_CARDS.map((n) => `    ${n}   ${TEST_CARDS[n]!.label}`).join('\n')}

  Demo sign-ins
    Admin          ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
${DEMO_PEOPLE.map((p) => `    ${p.role.padEnd(15)}${p.email} / ${DEMO_PASSWORD}`).join('\n')}

  Data is kept in .local/ (npm run reset wipes it). Logs: .local/logs/. Ctrl-C stops everything.
`);
}

main().catch((err) => {
  if (err instanceof PortInUseError) console.error(`\n${err.message}\n`);
  else console.error(err);
  process.exit(1);
});
