import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from './demo';
import { startStack } from './stack';
import { startWebPreview } from './web';

/**
 * A throw-away stack for the tests: in-memory DynamoDB, a temp directory for the rest,
 * free ports. Prints one line `STACK_READY <json>` and runs until SIGTERM/SIGINT.
 * `--web` also serves the production build (web/dist) for the browser tests; `--bundles` runs the
 * functions as CDK bundles them (./lambda-bundles.ts) instead of their sources; `--meter` puts the
 * counting proxy in front of DynamoDB (./services/read-meter.ts) and prints its address (`meter`).
 */
async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-test-'));
  const stack = await startStack({
    workDir,
    ports: 'free',
    name: 'crafti-test',
    handlers: process.argv.includes('--bundles') ? 'bundles' : 'sources',
    meterReads: process.argv.includes('--meter'),
  });
  const web = process.argv.includes('--web')
    ? await startWebPreview(stack.ports.web, stack.webConfig, stack.siteEdge)
    : undefined;
  await seedDemo();

  const shutdown = async () => {
    await web?.stop().catch(() => undefined);
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  // Stop with the parent: the test runner closes our stdin when it goes away.
  process.stdin.on('end', () => void shutdown());
  process.stdin.resume();

  const ready = {
    endpoints: { ...stack.endpoints, web: web?.url ?? stack.endpoints.web },
    env: stack.env,
    webConfig: stack.webConfig,
    ...(stack.readMeter ? { meter: stack.readMeter.url } : {}),
  };
  process.stdout.write(`STACK_READY ${JSON.stringify(ready)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
