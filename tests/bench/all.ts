import { runSteps } from './steps';

/**
 * `npm run bench`: every benchmark, one after the other, each printing its own table; a step over
 * its budget does not stop the others (./steps.ts). The web build comes first (`npm run build:web`),
 * since the budgets and Lighthouse measure it.
 */
const STEPS = [
  'check:budgets',
  'bench:lists',
  'bench:routes',
  'bench:search',
  'bench:checkout',
  'bench:money',
  'bench:chat',
  'bench:push',
  'bench:offline',
  'bench:uploads',
  'bench:load',
  'bench:faults',
  'bench:lighthouse',
];

process.exitCode = runSteps(
  STEPS.map((step) => ({ name: `npm run ${step}`, command: 'npm', args: ['run', '--silent', step] })),
);
