import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { FAILURES_FILE } from './e2e/slowest-reporter';
import { startTestStack } from './support/stack-process';

/**
 * `npm test`: every step, stopping after the first phase in which one fails, then each step's
 * duration and the total (the whole run stays at or under 30 minutes on a 2-core machine; CI stops
 * at 90). Each step is its own npm script and can be run alone.
 *
 * A phase may run lanes side by side (the checks that only need the CPU beside the integration and
 * infra tests, which mostly wait on the local stack); a lane running beside another keeps its
 * output and prints it whole when each step ends, so the log reads step by step. The browser
 * suite runs alone: it needs both cores.
 */
type Step =
  | 'typecheck'
  | 'lint'
  | 'lint:workflows'
  | 'test:unit'
  | 'test:int:1of2'
  | 'test:int:2of2'
  | 'test:infra'
  | 'build:web'
  | 'check:budgets'
  | 'test:e2e';
type Lane = readonly Step[];

const PHASES: readonly (readonly Lane[])[] = [
  // The type check and the web build beside the linters: each is one process on one core.
  [
    ['typecheck', 'build:web'],
    ['lint', 'lint:workflows'],
  ],
  // The unit and infra tests and the budgets (CPU) beside the integration tests in two halves,
  // each with its own local stack (they mostly wait on it: the whole run used under one of the two
  // cores on average). Measured Nov 2026: 7.2 min for the phase, against 9.5 with one integration
  // lane; three halves were slower (7.6). The halves are split by each file's time
  // (tests/support/weighted-shards.ts), not by file count. The integration tests' waits are bounded by time
  // (eventually() in tests/support/eventually.ts): counted in tries, a money wait once ran out
  // beside other steps.
  [['test:unit', 'test:infra', 'check:budgets'], ['test:int:1of2'], ['test:int:2of2']],
  // Two browsers side by side were tried (Nov 2026): no faster on two cores, where one Chromium
  // and the local stack already keep both busy.
  [['test:e2e']],
];

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const timings: { step: Step; ms: number; ok: boolean }[] = [];
const started = Date.now();

function runStep(step: Step, alone: boolean): Promise<boolean> {
  const t0 = Date.now();
  const child = spawn('npm', ['run', step], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      timings.push({ step, ms: Date.now() - t0, ok });
      if (!alone) {
        process.stdout.write(`\n── ${step} (${ok ? 'ok' : 'FAILED'}, ${minutes(Date.now() - t0)}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(ok);
    });
  });
}

async function runLane(lane: Lane, alone: boolean): Promise<boolean> {
  for (const step of lane) if (!(await runStep(step, alone))) return false;
  return true;
}

/**
 * The browser suite's stack (the web build served, the functions' bundles, the demo seed: about a
 * minute) starts once the web is built, beside the integration tests, which leave a core mostly
 * idle; the suite then finds it ready (tests/e2e/global-setup.ts takes CRAFTI_E2E_STACK as given).
 */
let e2eStack: Awaited<ReturnType<typeof startTestStack>> | undefined;
let e2eStackStarting: Promise<void> | undefined;

rmSync(FAILURES_FILE, { force: true });
for (const [at, phase] of PHASES.entries()) {
  if (phase.flat().includes('test:e2e')) {
    await e2eStackStarting;
    if (e2eStack) process.env.CRAFTI_E2E_STACK = JSON.stringify(e2eStack.info);
  }
  const lanes = Promise.all(phase.map((lane) => runLane(lane, phase.length === 1)));
  if (at === 0 && !process.env.E2E_BASE_URL) {
    // After the first phase (the web build), the next phase runs beside the stack's start.
    const results = await lanes;
    if (results.includes(false)) break;
    const t0 = Date.now();
    e2eStackStarting = startTestStack({ web: true, bundles: true }).then(
      (stack) => {
        e2eStack = stack;
        console.log(`\n── the browser suite's stack is ready (${minutes(Date.now() - t0)}, beside the next steps) ──`);
      },
      (err: unknown) =>
        console.error(`The browser suite's stack did not start beside the other steps; the suite starts its own:`, err),
    );
    continue;
  }
  const results = await lanes;
  if (results.includes(false)) break;
}
await e2eStackStarting;
await e2eStack?.stop();

const total = Date.now() - started;
const failed = timings.some((t) => !t.ok);
console.log('\nnpm test, step by step:');
for (const t of timings) console.log(`  ${t.ok ? 'ok  ' : 'FAIL'} ${t.step.padEnd(15)} ${minutes(t.ms).padStart(9)}`);
const ran = new Set(timings.map((t) => t.step));
const skipped = PHASES.flat(2).filter((step) => !ran.has(step));
if (skipped.length) console.log(`  not run: ${skipped.join(', ')}`);
console.log(`  total            ${minutes(total).padStart(9)}`);
// The browser suite's failures again, last: CI keeps only the end of the output.
if (existsSync(FAILURES_FILE)) console.log(`\n${readFileSync(FAILURES_FILE, 'utf8')}`);
process.exit(failed ? 1 : 0);
