import { spawnSync } from 'node:child_process';

/**
 * `npm run bench`: every benchmark, one after the other, each printing its own table. A step over
 * its budget does not stop the others (each exits 1 on a miss): the run goes on, names the steps
 * that missed at the end, and exits 1 if any did. The web build comes first (`npm run build:web`),
 * since the budgets and Lighthouse measure it.
 */
const STEPS = ['check:budgets', 'bench:lists', 'bench:checkout', 'bench:chat', 'bench:lighthouse'];

const missed: string[] = [];
for (const step of STEPS) {
  console.log(`\n━━ npm run ${step}`);
  const { status, error } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  if (error || status !== 0) missed.push(step);
}

console.log(missed.length === 0 ? '\nEvery benchmark within its budget.' : `\nOver budget or failed: ${missed.join(', ')} (see each step's table above).`);
process.exitCode = missed.length === 0 ? 0 : 1;
