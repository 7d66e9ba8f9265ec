import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../infra/local/stack';
import { percentile } from './percentile';

/**
 * Simultaneous uploads and deletes (issue 51 §1): every art's create and delete writes the site's
 * art total; with one item for it, simultaneous ones cancel each other (TransactionConflict) and
 * retry. Here the total is spread (docs/counters.md). Rounds, through the local gateway against
 * DynamoDB Local, each image uploaded to the local S3 first (its variants made) so a round times
 * POST /api/upload-art and DELETE /api/arts/{id} alone:
 *   single    one artist's uploads one after another: the time of one upload alone
 *   100 at once, 100 artists    the payday case: no two share anything but the site's total
 * The 100 artists' round runs twice: with DynamoDB Local as it is, and with the stack's proxy
 * cancelling a transaction that meets another on an item, as DynamoDB does
 * (infra/local/services/dynamodb-conflicts.ts). It prints p50/p95, the transactions cancelled for a
 * conflict, the writes that gave up (5xx) and the items met on. On AWS each upload has a function
 * of its own and the budget is "p95 within 2× of one upload alone"; here 100 requests share one
 * process and two cores, so the yardstick is the same round without conflicts: exits 1 when the
 * round with conflicts has a write that gave up, a p95 over twice that round's, or an art total
 * that did not come back. A benchmark, not a test: the numbers depend on the machine.
 *
 *   npx tsx tests/bench/uploads.ts [--count 100]
 */

const COUNT = Number(process.argv[process.argv.indexOf('--count') + 1] || 100) || 100;
const SINGLE_RUNS = 10;
const P95_FACTOR_BUDGET = 2;

type Sender = { send: (command: object, options?: unknown) => Promise<unknown> };

interface Timing {
  ms: number;
  status: number;
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-uploads-'));
  process.env.LOG_LEVEL ??= 'error';
  const stack = await startStack({
    workDir,
    ports: 'free',
    name: 'crafti-bench-uploads',
    meterReads: true,
    transactionConflicts: true,
  });
  try {
    process.exitCode = await run(stack.endpoints.api, stack);
  } finally {
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function run(apiUrl: string, stack: Awaited<ReturnType<typeof startStack>>): Promise<number> {
  // After the stack: the functions' modules read the environment it sets.
  const { createPerson } = await import('../support/users');
  const { PNG, uploadAs } = await import('../support/uploads');
  const { giveShippingProfile } = await import('../support/shipping');
  const { dynamo } = await import('@functions/core/db/client');
  const Counters = await import('@functions/core/counters/counters');

  // Every transaction DynamoDB cancelled because another held one of its items, as the
  // functions' client (in this process, behind the local gateway) received it.
  let conflicts = 0;
  const client = dynamo() as unknown as Sender;
  const original = client.send.bind(client);
  client.send = async (command, options) => {
    try {
      return await original(command, options);
    } catch (err) {
      const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (reasons.some((r) => r.Code === 'TransactionConflict')) conflicts++;
      throw err;
    }
  };

  const call = async (
    method: string,
    route: string,
    token: string,
    body?: unknown,
  ): Promise<Timing & { body: Record<string, unknown> }> => {
    const started = performance.now();
    const response = await fetch(`${apiUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, body: text ? JSON.parse(text) : {} };
  };

  type Artist = Awaited<ReturnType<typeof createPerson>>;
  const artFields = (imageKey: string) => ({
    title: 'Payday piece',
    description: 'Acrylic on board.',
    price: '1200.00',
    quantity: '1',
    location: 'Quezon City',
    art_style: 'Abstract',
    medium: 'Acrylic',
    subject: 'Nature',
    tags: '[]',
    imageKey,
  });
  /** Each artist's image, uploaded to the local S3 beforehand, in batches. */
  const imagesFor = async (artists: Artist[]) => {
    const keys: string[] = [];
    for (let i = 0; i < artists.length; i += 10)
      keys.push(
        ...(await Promise.all(
          artists
            .slice(i, i + 10)
            .map(async (a) => (await uploadAs(apiUrl, a, 'art-image', 'image/png', PNG, 'art.png')).key),
        )),
      );
    // The variants are made after the upload, in this process: let them finish first.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return keys;
  };

  interface Round {
    name: string;
    uploads: Timing[];
    deletes: Timing[];
    conflicts: number;
  }

  /** Uploads one art per (artist, image), all at once (or one by one), then deletes them the same way. */
  async function round(name: string, artists: Artist[], together: boolean): Promise<Round> {
    const keys = await imagesFor(artists);
    const before = conflicts;
    const upload = (a: Artist, i: number) => call('POST', '/api/upload-art', a.idToken, artFields(keys[i]!));
    const uploads: (Timing & { body: Record<string, unknown> })[] = [];
    if (together) uploads.push(...(await Promise.all(artists.map(upload))));
    else for (const [i, a] of artists.entries()) uploads.push(await upload(a, i));
    const made = uploads.flatMap((u, i) =>
      u.status < 300 ? [{ artist: artists[i]!, id: String(u.body.art_id) }] : [],
    );
    const remove = ({ artist, id }: (typeof made)[number]) => call('DELETE', `/api/arts/${id}`, artist.idToken);
    const deletes: Timing[] = [];
    if (together) deletes.push(...(await Promise.all(made.map(remove))));
    else for (const m of made) deletes.push(await remove(m));
    return { name, uploads, deletes, conflicts: conflicts - before };
  }

  process.stderr.write(`creating ${COUNT} artists…\n`);
  const artists: Artist[] = [];
  for (let i = 0; i < COUNT; i += 10)
    artists.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, COUNT - i) }, (_, j) =>
          createPerson({ role: 'Artist', prefix: `bench-uploader-${i + j}` }),
        ),
      )),
    );
  for (const a of artists) await giveShippingProfile(apiUrl, a);
  const totalBefore = await Counters.get(Counters.names.arts);

  process.stderr.write('warming up, then the rounds…\n');
  await round('warm-up', artists.slice(0, 5), false);
  const single = await round('single (one after another)', artists.slice(0, SINGLE_RUNS), false);
  // The same round with DynamoDB Local as it is (no transaction cancelled): what this one machine's
  // queue alone costs 100 writes at once, the yardstick for what conflicts add.
  stack.readMeter!.cancelConflicts(false);
  const queued = await round(`${COUNT} at once, ${COUNT} artists, no conflicts (this machine's queue)`, artists, true);
  stack.readMeter!.cancelConflicts(true);
  const payday = await round(`${COUNT} at once, ${COUNT} artists, conflicts as on DynamoDB`, artists, true);
  const totalAfter = await Counters.get(Counters.names.arts);

  // The control: COUNT transactions at once that all write one counter item, as every upload
  // wrote the art total before it was spread. It shows the stack cancels such transactions as
  // DynamoDB does (the proxy: infra/local/services/dynamodb-conflicts.ts), so the payday round's
  // count of conflicts means what it says.
  const { commit } = await import('@functions/core/db/transactions');
  const before = conflicts;
  const started = performance.now();
  const shared = await Promise.allSettled(
    Array.from({ length: COUNT }, () => commit((tx) => [Counters.add(tx, 'bench:one-item', 1)])),
  );
  const control = {
    ms: performance.now() - started,
    conflicts: conflicts - before,
    gaveUp: shared.filter((r) => r.status === 'rejected').length,
  };

  const rows = [single, queued, payday];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log('\nSimultaneous art uploads and deletes through the local gateway (DynamoDB Local, this machine)\n');
  console.log(
    line([
      'round',
      'uploads p50 / p95 ms',
      'deletes p50 / p95 ms',
      'conflicts (cancelled transactions)',
      'gave up (5xx)',
    ]),
  );
  console.log(line(['---', '---', '---', '---', '---']));
  for (const r of rows) {
    const ms = (t: Timing[]) =>
      `${percentile(
        t.map((x) => x.ms),
        50,
      ).toFixed(0)} / ${percentile(
        t.map((x) => x.ms),
        95,
      ).toFixed(0)}`;
    const gaveUp = [...r.uploads, ...r.deletes].filter((t) => t.status >= 500).length;
    console.log(line([r.name, ms(r.uploads), ms(r.deletes), String(r.conflicts), String(gaveUp)]));
  }

  console.log(
    line([
      `control: ${COUNT} transactions at once on one counter item`,
      `${control.ms.toFixed(0)} (all)`,
      '',
      String(control.conflicts),
      String(control.gaveUp),
    ]),
  );

  const metOn = stack.readMeter!.itemsMetOn().slice(0, 8);
  if (metOn.length > 0) {
    console.log('\nThe items transactions met others on (all rounds), most met first:');
    for (const [item, times] of metOn) console.log(`  ${times}× ${item}`);
  }

  const failures: string[] = [];
  const gaveUp = [...payday.uploads, ...payday.deletes].filter((t) => t.status >= 300);
  if (gaveUp.length > 0)
    failures.push(
      `${gaveUp.length} of the ${COUNT} artists' writes failed (${[...new Set(gaveUp.map((t) => t.status))].join(', ')})`,
    );
  for (const kind of ['uploads', 'deletes'] as const) {
    const p95 = (r: Round) =>
      percentile(
        r[kind].map((t) => t.ms),
        95,
      );
    const factor = p95(payday) / p95(queued);
    console.log(
      `${kind}: p95 at once ${p95(payday).toFixed(0)} ms = ${factor.toFixed(2)}× the same round without conflicts (budget ${P95_FACTOR_BUDGET}×); ${(p95(payday) / p95(single)).toFixed(0)}× one alone on this machine's 2 cores`,
    );
    if (factor > P95_FACTOR_BUDGET) failures.push(`${kind} p95 ${factor.toFixed(2)}× the round without conflicts`);
  }
  if (totalAfter !== totalBefore)
    failures.push(`the art total moved from ${totalBefore} to ${totalAfter} though every art made was deleted`);
  console.log(failures.length === 0 ? 'met' : `NOT MET: ${failures.join('; ')}`);
  return failures.length === 0 ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
