import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAULTS, type NamedFault } from '../../infra/local/faults';
import { startStack, type FaultSwitches, type RunningStack } from '../../infra/local/stack';
import { argValue } from './args';
import { checkMessages, checkOrders, checkPosts, stillPending, type Tally } from './faults/checks';
import { Person, runLevel, Trail } from './load/person';
import { Level } from './load/stats';
import { seedWorld } from './load/world';

/**
 * Faults, nothing lost (issue 51 §5): the load bench's people (./load/person.ts: browse, art
 * pages, the feed, posts, the cart, checkouts paid on the PayMongo simulator, chat over the
 * WebSocket, proposals) take their steps while one fault is on at a service boundary of the local
 * stack (infra/local/faults.ts: DynamoDB throttling, DynamoDB latency, S3 errors, SES errors,
 * PayMongo 5xx, PayMongo timeouts; and the WebSocket gateway restarted halfway). Then the fault
 * clears and the people do what a person does (the tab's outbox sends its messages again, a
 * refused post is pressed again) while the every-minute job runs; the bench waits until nothing is
 * pending, and checks:
 *   - no 5xx without a Retry-After (a 503 for a service that failed, a 502 for PayMongo: "try again");
 *   - every message in its conversation once, every post in the feed once, every paid checkout's
 *     orders once each and its receipt once (./faults/checks.ts);
 *   - everything pending finished after the fault cleared (the time it took is printed).
 * Prints a row per fault and exits 1 when any check failed. Loopback only; ~1 minute a fault.
 *
 *   npm run bench:faults [-- --people 10 --seconds 20 --only throttling]
 */

const PEOPLE = Number(argValue('--people') ?? 10);
const SECONDS = Number(argValue('--seconds') ?? 20);
const ONLY = (argValue('--only') ?? '').toLowerCase();
/** How long what a fault left pending may take to finish once it cleared (a failed e-mail waits for the every-minute job's next run, backing off 1 then 2 minutes). */
const SETTLE_MS = 240_000;

interface Case {
  name: string;
  /** Requests the fault touched so far (the gateway's restart: none). */
  touched(faults: FaultSwitches): number;
  on(faults: FaultSwitches): void;
  off(faults: FaultSwitches): void;
  /** Beside the people's steps (the gateway's restart). */
  during?(faults: FaultSwitches): Promise<void>;
}

const serviceFault = ({ name, service, fault }: NamedFault): Case => ({
  name,
  touched: (f) => f.touched(service),
  on: (f) => f.set(service, fault),
  off: (f) => f.set(service, null),
});

const CASES: Case[] = [
  ...Object.values(FAULTS).map(serviceFault),
  {
    name: 'WebSocket gateway restart (down 3 s, halfway)',
    touched: () => 0,
    on: () => undefined,
    off: () => undefined,
    during: async (f) => {
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
      await f.restartWebSocket(3000);
    },
  },
];

interface Row {
  name: string;
  calls: number;
  touched: number;
  retryAfter: number;
  without: string[];
  tallies: Record<'messages' | 'posts' | 'orders', Tally>;
  pending: string[];
  settledMs: number;
}

async function settle(stack: RunningStack, people: Person[]) {
  const started = performance.now();
  let pending: string[] = [];
  for (;;) {
    await stack.faults!.runDueWork();
    for (const p of people) {
      await p.flushOutbox(1);
      await p.pressAgain();
    }
    pending = await stillPending(stack.endpoints.api, people);
    if (pending.length === 0) {
      // What follows on its own once the fault cleared: a receipt (the job's next run), a picture's variants (the event's retries).
      const { api, mailbox } = stack.endpoints;
      const later = [...(await checkOrders(api, mailbox, people)).lost, ...(await checkPosts(api, people)).lost].filter(
        (l) => l.startsWith('receipt') || l.endsWith('variants'),
      );
      if (later.length === 0) break;
      pending = later;
    }
    if (performance.now() - started > SETTLE_MS) break;
    await new Promise((r) => setTimeout(r, 5000));
  }
  return { pending, settledMs: performance.now() - started };
}

async function runCase(stack: RunningStack, people: Person[], c: Case): Promise<Row> {
  for (const p of people) p.trail = new Trail();
  const level = new Level(people.length);
  console.log(`${c.name}: ${people.length} people for ${SECONDS} s…`);
  const touchedBefore = c.touched(stack.faults!);
  c.on(stack.faults!);
  try {
    await runLevel(people, level, SECONDS, c.during ? () => c.during!(stack.faults!) : undefined);
  } finally {
    c.off(stack.faults!);
  }
  const { pending, settledMs } = await settle(stack, people);
  const { api, mailbox } = stack.endpoints;
  return {
    name: c.name,
    calls: level.count,
    touched: c.touched(stack.faults!) - touchedBefore,
    retryAfter: people.reduce((n, p) => n + p.trail.retryAfter, 0),
    without: people.flatMap((p) => p.trail.without),
    tallies: {
      messages: await checkMessages(api, people),
      posts: await checkPosts(api, people),
      orders: await checkOrders(api, mailbox, people),
    },
    pending,
    settledMs,
  };
}

function print(rows: Row[]) {
  const cell = (t: Tally) => `${t.expected} / ${t.lost.length} / ${t.doubled.length}`;
  console.log(
    '\nFaults: each on while the people take their steps, then cleared; each thing done checked (expected / lost / doubled)\n',
  );
  console.log(
    '| fault | calls | requests the fault touched | 5xx with Retry-After | 5xx without | messages | posts | orders + receipts | pending after | settled in |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.calls} | ${r.touched} | ${r.retryAfter} | ${r.without.length} | ${cell(r.tallies.messages)} | ${cell(r.tallies.posts)} | ${cell(r.tallies.orders)} | ${r.pending.length} | ${(r.settledMs / 1000).toFixed(0)} s |`,
    );
  for (const r of rows) {
    const problems = [
      ...r.without.slice(0, 5).map((w) => `5xx without Retry-After: ${w}`),
      ...Object.values(r.tallies).flatMap((t) => [...t.lost.slice(0, 5), ...t.doubled.slice(0, 5)]),
      ...r.pending.slice(0, 5).map((p) => `still pending: ${p}`),
    ];
    if (problems.length) console.log(`\n${r.name}:\n  ${problems.join('\n  ')}`);
  }
}

const failed = (r: Row) =>
  r.without.length > 0 ||
  r.pending.length > 0 ||
  Object.values(r.tallies).some((t) => t.lost.length > 0 || t.doubled.length > 0);

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-faults-'));
  process.env.LOG_LEVEL ??= 'error';
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench-faults', faults: true });
    const { api, ws, paymongo } = stack.endpoints;
    const { world, clients } = await seedWorld({ api, ws, paymongo }, 6, 3, PEOPLE);
    const people = clients.map((c, n) => new Person(c, world, n));
    const rows: Row[] = [];
    for (const c of CASES.filter((k) => !ONLY || k.name.toLowerCase().includes(ONLY)))
      rows.push(await runCase(stack, people, c));
    for (const p of people) p.close();
    // Their sockets' $disconnect, before the stack stops.
    await new Promise((r) => setTimeout(r, 1000));
    print(rows);
    const bad = rows.filter(failed);
    console.log(bad.length ? `\nFAILED: ${bad.map((r) => r.name).join('; ')}` : '\nNothing lost, nothing doubled.');
    if (bad.length) process.exitCode = 1;
  } finally {
    await stack?.stop().catch(() => undefined);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
