import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from './demo';
import { startStack } from './stack';
import { startWebPreview } from './web';

/**
 * Two test stacks starting at once (the two integration halves) each ask the OS for free ports and
 * may be handed the same one a moment apart; the one that binds second starts again on new ports.
 */
const portTaken = (err: unknown) =>
  (err as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE' || /EADDRINUSE|already in use/.test(String(err));

async function startOnFreePorts(workDir: string) {
  for (let attempt = 1; ; attempt++) {
    const stack = await startStack({
      // Each attempt in its own directory: nothing a failed start left behind is read again.
      workDir: path.join(workDir, `attempt-${attempt}`),
      ports: 'free',
      name: 'crafti-test',
      handlers: process.argv.includes('--bundles') ? 'bundles' : 'sources',
      meterReads: process.argv.includes('--meter'),
      // SES and the search engine behind fault proxies: a test can make one person's mail, or one
      // search, fail (setFaultAt).
      faults: ['ses', 'search'],
      // Pictures on the web server's /media, as CloudFront serves them, where there is a web server.
      mediaOnSite: process.argv.includes('--web'),
    }).catch((err: unknown) => {
      if (attempt < 3 && portTaken(err)) return undefined;
      throw err;
    });
    if (!stack) {
      console.warn('A port was taken while the stack started; starting again on other ports.');
      continue;
    }
    if (!process.argv.includes('--web')) return { stack, web: undefined };
    try {
      return { stack, web: await startWebPreview(stack.ports.web, stack.webConfig, stack.siteEdge) };
    } catch (err) {
      await stack.stop();
      if (attempt >= 3 || !portTaken(err)) throw err;
      console.warn('The web port was taken while the stack started; starting again on other ports.');
    }
  }
}

/**
 * A throw-away stack for the tests: in-memory DynamoDB, a temp directory for the rest,
 * free ports. Prints one line `STACK_READY <json>` and runs until SIGTERM/SIGINT.
 * `--web` also serves the production build (web/dist) for the browser tests; `--bundles` runs the
 * functions as CDK bundles them (./lambda-bundles.ts) instead of their sources; `--meter` puts the
 * counting proxy in front of DynamoDB (./services/read-meter.ts) and prints its address (`meter`).
 */
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-test-'));

async function main() {
  const { stack, web } = await startOnFreePorts(workDir);
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
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(1);
});
