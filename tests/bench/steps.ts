import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Runs benchmark steps one after the other, each printing its own table. A step over its budget
 * (each exits 1 on a miss) does not stop the others: every step runs and reports, the misses are
 * named at the end, and the exit code is 1 if any step missed.
 *
 *   npx tsx tests/bench/steps.ts tests/bench/a.ts tests/bench/b.ts     (each file run with tsx)
 */
export function runSteps(steps: readonly { name: string; command: string; args: string[] }[]): number {
  const missed: string[] = [];
  for (const step of steps) {
    console.log(`\n━━ ${step.name}`);
    const { status, error } = spawnSync(step.command, step.args, { stdio: 'inherit' });
    if (error || status !== 0) missed.push(step.name);
  }
  console.log(
    missed.length === 0
      ? '\nEvery step within its budget.'
      : `\nOver budget or failed: ${missed.join(', ')} (see each step's table above).`,
  );
  return missed.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = runSteps(
    process.argv.slice(2).map((file) => ({ name: file, command: 'npx', args: ['tsx', file] })),
  );
}
