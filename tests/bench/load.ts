import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type RunningStack } from '../../infra/local/stack';
import { argValue } from './args';
import { floors } from './load/floor';
import { PAUSE, Person, runLevel } from './load/person';
import { Level, printLevels, printRoutes } from './load/stats';
import { seedWorld } from './load/world';

/**
 * The whole product under load (issue 51 §4): simulated people, each a signed-in client taking
 * the e2e walks' steps with a pause between them (browse, an art's page, the feed, the cart, a
 * checkout paid on the PayMongo simulator until its webhook lands, a message over the WebSocket,
 * a proposal: ./load/person.ts), against the local stack on this machine (loopback only).
 *
 * Levels of LEVEL_SECONDS each, doubling the people from START_PEOPLE up to MAX_PEOPLE, after an
 * untimed warm-up; the ramp stops at the first error or when a level's p95 doubles the first
 * level's. Prints each level, then per route of the last level that held and of the level that
 * broke it (if one did): calls, errors, p50/p95/p99, throughput, and the floor: the DynamoDB
 * requests one call sent, sent again directly (./load/floor.ts), and the route's p50 over it.
 * Exits 1 when the first level already has errors (the mix itself is broken).
 *
 *   npm run bench:load [-- --max-people 80 --seconds 15]
 */

const arg = (name: string, fallback: number) => Number(argValue(name)) || fallback;

const START_PEOPLE = 5;
const MAX_PEOPLE = arg('--max-people', 80);
const LEVEL_SECONDS = arg('--seconds', 15);
const ARTISTS = 12;
const ARTS_EACH = 4;
async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-load-'));
  process.env.LOG_LEVEL ??= 'error';
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench-load', meterReads: true });
    const { api, ws, paymongo } = stack.endpoints;
    const seeding = performance.now();
    const { world, clients } = await seedWorld({ api, ws, paymongo }, ARTISTS, ARTS_EACH, MAX_PEOPLE);
    console.log(
      `Seeded ${ARTISTS} artists, ${world.arts.length} arts and ${clients.length} clients through the API in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    const people = clients.map((c, n) => new Person(c, world, n));

    // Warm-up: every step once by a few people, untimed (DynamoDB Local's JVM, the handlers' code).
    const warm = new Level(START_PEOPLE);
    for (const p of people.slice(0, START_PEOPLE)) {
      p.level = warm;
      for (const step of ['browse', 'art page', 'feed', 'cart', 'checkout', 'chat', 'proposal'] as const)
        await p.take(step);
    }

    const levels: Level[] = [];
    let broke: Level | undefined;
    for (let n = START_PEOPLE; n <= MAX_PEOPLE; n *= 2) {
      const level = new Level(n);
      console.log(`level: ${n} people for ${LEVEL_SECONDS} s…`);
      await runLevel(people.slice(0, n), level, LEVEL_SECONDS);
      levels.push(level);
      const reason =
        level.errors > 0
          ? `${level.errors} errors (${level.failures.slice(0, 3).join('; ')})`
          : levels[0] && level.p95 > 2 * levels[0].p95
            ? `p95 ${level.p95.toFixed(0)} ms, over twice the first level's ${levels[0].p95.toFixed(0)} ms`
            : null;
      if (reason) {
        broke = level;
        console.log(`  stopped: ${reason}`);
        break;
      }
    }
    for (const p of people) p.close();

    // The floor: each step once more by one person, its DynamoDB requests recorded, then sent again directly.
    const meter = stack.readMeter!;
    const calibrating = people[0]!;
    calibrating.level = new Level(1);
    calibrating.recorder = (work) => meter.record(work);
    for (let i = 0; i < 5; i++)
      for (const step of ['browse', 'art page', 'feed', 'cart', 'checkout', 'proposal', 'chat'] as const)
        await calibrating.take(step);
    calibrating.close();
    const floorOf = await floors(meter.upstream, calibrating.recorded);

    console.log(
      `\nLoad: people taking the e2e walks' steps, ${LEVEL_SECONDS} s a level, a pause of ${PAUSE[0]}–${PAUSE[1]} ms between steps`,
    );
    printLevels(levels);
    const held = levels.filter((l) => l !== broke).at(-1);
    if (held) printRoutes(held, floorOf);
    if (broke) printRoutes(broke, floorOf);
    console.log(
      held
        ? `\nheld: ${held.people} people, ${(held.count / held.seconds).toFixed(1)} calls/s with no error and p95 ${held.p95.toFixed(0)} ms${broke ? `; broke at ${broke.people}` : ` (the most this run tried: --max-people ${MAX_PEOPLE})`}`
        : '\nNOT held: the first level already failed',
    );
    if (!held) process.exitCode = 1;
  } finally {
    await stack?.stop().catch(() => undefined);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
