import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../infra/local/stack';
import { percentile } from './percentile';

/**
 * Checkout under load (issue 11): 50 buyers at once each POST /create-checkout-session for the
 * art in their cart, through the local gateway, against DynamoDB Local and the PayMongo
 * simulator. After a warm-up, three rounds: plenty of stock from an artist without payouts (their
 * share held), the same from an artist whose payouts are active (the session carries a
 * split_payment to their child account: issue 30's added cost), and the last piece (exactly one
 * should sell). Prints throughput, p50/p95 latency and the DynamoDB items read and written per
 * checkout (the counting proxy); exits 1 if a round sells the wrong number of pieces. A benchmark,
 * not a test: numbers depend on the machine.
 *
 *   npx tsx tests/bench/checkout.ts [--buyers 50]
 */

const BUYERS = Number(process.argv[process.argv.indexOf('--buyers') + 1] || 50) || 50;
const P95_BUDGET_MS = 1000;

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-checkout-'));
  process.env.LOG_LEVEL ??= 'error';
  const stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench-checkout', meterReads: true });
  try {
    await run(stack.endpoints.api, stack);
  } finally {
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function run(apiUrl: string, stack: Awaited<ReturnType<typeof startStack>>) {
  const meter = stack.readMeter!;
  const { createPerson } = await import('../support/users');
  const Arts = await import('@functions/core/arts/arts');
  const { PNG, uploadAs } = await import('../support/uploads');
  const { giveShippingProfile } = await import('../support/shipping');

  const post = async (token: string, route: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(`${apiUrl}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };

  process.stderr.write(`creating an artist and ${BUYERS} buyers…\n`);
  const artist = await createPerson({ role: 'Artist', prefix: 'bench-artist' });
  const paidArtist = await createPerson({ role: 'Artist', prefix: 'bench-paid-artist' });
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 10)
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, BUYERS - i) }, (_, j) =>
          createPerson({ role: 'Client', prefix: `bench-buyer-${i + j}` }),
        ),
      )),
    );

  // The second artist's payouts: onboarded through the API, approved by the simulator.
  const { onboardingSample } = await import('../support/payout-details');
  const onboarded = await post(paidArtist.idToken, `/payouts/${paidArtist.userId}/onboarding`, onboardingSample());
  if (onboarded.status !== 200) throw new Error(`onboarding: ${onboarded.status} ${JSON.stringify(onboarded.body)}`);
  const child = stack.paymongo
    .accounts()
    .find(
      (a) => (a.attributes as { metadata?: Record<string, string> }).metadata?.crafti_user_id === paidArtist.userId,
    )!;
  stack.paymongo.approve(child.id);
  await stack.paymongo.idle();
  const Payouts = await import('@functions/core/payouts/accounts');
  for (let i = 0; i < 50 && (await Payouts.find(paidArtist.userId))?.status !== 'active'; i++)
    await new Promise((r) => setTimeout(r, 100));

  async function newArt(quantity: number, seller = artist) {
    await giveShippingProfile(apiUrl, seller);
    const imageKey = (await uploadAs(apiUrl, seller, 'art-image', 'image/png', PNG, 'art.png')).key;
    const made = await post(seller.idToken, '/api/upload-art', {
      title: `Bench piece ×${quantity}`,
      description: 'Bench.',
      price: '2500.00',
      quantity: String(quantity),
      location: 'Manila',
      art_style: 'Realism',
      medium: 'Oil',
      subject: 'Nature',
      tags: '[]',
      imageKey,
    });
    if (made.status !== 201) throw new Error(`upload-art: ${made.status} ${JSON.stringify(made.body)}`);
    return String(made.body.art_id);
  }

  type Row = {
    round: string;
    ok: number;
    refused: number;
    other: number;
    seconds: number;
    perSecond: number;
    p50: number;
    p95: number;
    stockLeft: number;
    expectOk: number;
    timed: boolean;
    reads: number;
    writes: number;
  };
  const rows: Row[] = [];
  // A first round warms DynamoDB Local's JVM and the handlers' code (a deployed function serves
  // most checkouts warm); its stock is checked like the others', its times are not held to the budget.
  for (const round of [
    { name: 'warm-up (untimed)', quantity: BUYERS, expectOk: BUYERS, timed: false },
    { name: `${BUYERS} buyers, ${BUYERS} pieces, held`, quantity: BUYERS, expectOk: BUYERS, timed: true },
    {
      name: `${BUYERS} buyers, ${BUYERS} pieces, split`,
      quantity: BUYERS,
      expectOk: BUYERS,
      timed: true,
      seller: paidArtist,
    },
    { name: `${BUYERS} buyers, the last piece`, quantity: 1, expectOk: 1, timed: true },
  ]) {
    const artId = await newArt(round.quantity, round.seller);
    for (const b of buyers) {
      const added = await post(b.idToken, '/cart', { userId: b.userId, artId, quantity: 1 });
      if (added.status !== 201) throw new Error(`cart: ${added.status} ${JSON.stringify(added.body)}`);
    }
    const started = performance.now();
    meter.reset();
    const answers = await Promise.all(
      buyers.map((b) => post(b.idToken, '/create-checkout-session', { artIds: [artId] })),
    );
    const seconds = (performance.now() - started) / 1000;
    const metered = meter.read();
    const times = answers.map((a) => a.ms);
    rows.push({
      round: round.name,
      ok: answers.filter((a) => a.status === 201).length,
      refused: answers.filter((a) => a.status === 409).length,
      other: answers.filter((a) => a.status !== 201 && a.status !== 409).length,
      seconds,
      perSecond: answers.length / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      stockLeft: (await Arts.find(artId))?.quantity ?? -1,
      expectOk: round.expectOk,
      timed: round.timed,
      reads: metered.items / answers.length,
      writes: metered.written / answers.length,
    });
  }

  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(
    `\nPOST /create-checkout-session, ${BUYERS} concurrent buyers through the local gateway (p95 budget ${P95_BUDGET_MS} ms)\n`,
  );
  console.log(
    `${pad('round', 38)}${pad('201', 6)}${pad('409', 6)}${pad('other', 7)}${pad('stock left', 12)}${pad('checkouts/s', 13)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('reads/co', 10)}writes/co`,
  );
  for (const r of rows)
    console.log(
      `${pad(r.round, 38)}${pad(r.ok, 6)}${pad(r.refused, 6)}${pad(r.other, 7)}${pad(r.stockLeft, 12)}${pad(r.perSecond.toFixed(1), 13)}${pad(r.p50.toFixed(0), 9)}${pad(r.p95.toFixed(0), 9)}${pad(r.reads.toFixed(1), 10)}${r.writes.toFixed(1)}`,
    );
  const [held, split] = [rows[1]!, rows[2]!];
  console.log(
    `\nthe split's added cost per checkout (issue 30): ${(split.reads - held.reads).toFixed(1)} items read, ${(split.writes - held.writes).toFixed(1)} written, p95 ${(split.p95 - held.p95).toFixed(0)} ms`,
  );
  const wrong = rows.filter((r) => r.ok !== r.expectOk || r.other > 0 || r.stockLeft !== 0);
  const slow = rows.filter((r) => r.timed && r.p95 > P95_BUDGET_MS);
  console.log(
    wrong.length === 0
      ? '\nstock: every round sold exactly what it had'
      : `\nstock: WRONG in ${wrong.map((r) => r.round).join('; ')}`,
  );
  console.log(
    slow.length === 0
      ? `p95 ≤ ${P95_BUDGET_MS} ms: met`
      : `p95 ≤ ${P95_BUDGET_MS} ms: NOT met in ${slow.map((r) => r.round).join('; ')}`,
  );
  if (wrong.length > 0 || slow.length > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
