import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startStack } from '../../infra/local/stack';
import type { ReadCount } from '../../infra/local/services/read-meter';
import { argValue } from './args';

/**
 * What a notification's fan-out to a person's devices costs (issue 50 §2, §3): a chat message to a
 * person with no tab open (so it notifies them), sent MESSAGES times to a reader with no device and
 * as many times to one with DEVICES devices on the local push service, DynamoDB metered. The rows:
 * the send's reads and writes with and without devices, the difference per push sent, and the
 * pushes the push service took. Budget: the devices cost their one Query (every person pays it,
 * device or not) and one read of the person's choices per send, whatever the number of devices,
 * and no write; every push is taken (exits 1 otherwise). Then the e-mail digest of the reader
 * without a device (issue 50 §4): one run reads their choices, the digest's progress, their notices
 * (one Query) and their profile, and sends one mail for all of them.
 *
 *   npx tsx tests/bench/push-fanout.ts [--messages 20] [--devices 5]
 */

const MESSAGES = Number(argValue('--messages') ?? 20);
const DEVICES = Number(argValue('--devices') ?? 5);

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-push-'));
  process.env.LOG_LEVEL ??= 'error';
  const stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench-push', meterReads: true });
  try {
    const { createPerson } = await import('../support/users');
    const { apiClient } = await import('../support/api');
    const { callOk } = apiClient(stack.endpoints.api);
    const meter = stack.readMeter!;

    async function run(devices: number) {
      // A sender per run: the send limit (30 a minute) stays out of the way.
      const sender = await createPerson({ role: 'Client', prefix: `bench-push-sender-${devices}` });
      const reader = await createPerson({ role: 'Artist', prefix: `bench-push-${devices}` });
      const endpoints: string[] = [];
      for (let i = 0; i < devices; i++) {
        const device = (await (await fetch(`${stack.endpoints.push}/subscriptions`, { method: 'POST' })).json()) as {
          endpoint: string;
          keys: { p256dh: string; auth: string };
        };
        await callOk('POST /push-subscriptions', { token: reader.idToken, body: device });
        endpoints.push(device.endpoint);
      }
      // The reader chose (their choices are an item to read, as most people's who set one up are).
      await callOk('PUT /notification-preferences', {
        token: reader.idToken,
        body: await callOk('GET /notification-preferences', { token: reader.idToken }),
      });
      const { id } = await callOk('POST /conversations', { token: sender.idToken, body: { user_id: reader.userId } });
      const total: ReadCount = { items: 0, requests: {}, keysAsked: 0, written: 0, writeRequests: {} };
      for (let i = 0; i < MESSAGES; i++) {
        const { reads } = await meter.measure(() =>
          callOk('POST /conversations/{id}/messages', {
            token: sender.idToken,
            params: { id },
            body: { content: `Message ${i}`, client_id: randomUUID() },
          }),
        );
        total.items += reads.items;
        total.keysAsked += reads.keysAsked;
        total.written += reads.written;
        for (const [op, n] of Object.entries(reads.requests)) total.requests[op] = (total.requests[op] ?? 0) + n;
        for (const [op, n] of Object.entries(reads.writeRequests))
          total.writeRequests[op] = (total.writeRequests[op] ?? 0) + n;
      }
      let pushes = 0;
      for (const endpoint of endpoints)
        pushes += (
          (await (
            await fetch(`${stack.endpoints.push}/messages?endpoint=${encodeURIComponent(endpoint)}`)
          ).json()) as unknown[]
        ).length;
      const per = (n: number) => n / MESSAGES;
      return {
        reader,
        devices,
        readRequests: per(sum(total.requests)),
        itemsRead: per(total.items),
        keysAsked: per(total.keysAsked),
        writeRequests: per(sum(total.writeRequests)),
        itemsWritten: per(total.written),
        pushes,
      };
    }

    const none = await run(0);
    const some = await run(DEVICES);
    const rows = [none, some];
    console.log(`\nA chat message that notifies its reader (no tab open), per send, over ${MESSAGES} sends\n`);
    console.log(
      '| devices | read requests | items read | keys asked | write requests | items written | pushes taken |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows)
      console.log(
        `| ${r.devices} | ${r.readRequests.toFixed(2)} | ${r.itemsRead.toFixed(2)} | ${r.keysAsked.toFixed(2)} | ${r.writeRequests.toFixed(2)} | ${r.itemsWritten.toFixed(2)} | ${r.pushes} |`,
      );
    const extraRequests = some.readRequests - none.readRequests;
    const extraWrites = some.writeRequests - none.writeRequests;
    const perPush = (some.itemsRead - none.itemsRead) / DEVICES;
    console.log(
      `\n${DEVICES} devices add ${extraRequests.toFixed(2)} read request(s) per send (the person's choices; their devices' Query every send pays), ${(some.itemsRead - none.itemsRead).toFixed(2)} items read (${perPush.toFixed(2)} per push sent), ${extraWrites.toFixed(2)} write requests.`,
    );
    const problems = [
      ...(Math.abs(extraRequests - 1) > 0.001
        ? [`read requests added per send: ${extraRequests} (budget 1: the choices, once)`]
        : []),
      ...(extraWrites > 0.001 ? [`write requests added per send: ${extraWrites} (budget 0)`] : []),
      ...(some.pushes !== MESSAGES * DEVICES ? [`pushes taken: ${some.pushes} of ${MESSAGES * DEVICES}`] : []),
      ...(none.pushes !== 0 ? [`pushes without a device: ${none.pushes}`] : []),
    ];

    // The e-mail digest of the reader without a device (issue 50 §4): their MESSAGES notices, still
    // unread 4 hours on, summarised by one run of its due work (this person's only: the job's clock moved).
    Object.assign(process.env, stack.env);
    const { sendDigest } = await import('../../functions/core/notifications/digest');
    const { mailsTo } = await import('../support/mailbox');
    const { reads: digest } = await meter.measure(() =>
      sendDigest(none.reader.userId, new Date(Date.now() + 4 * 3_600_000 + 60_000)),
    );
    const digestMails = (await mailsTo(stack.endpoints.mailbox, none.reader.email)).filter((m) =>
      m.subject.includes('unread notification'),
    );
    console.log(`\nThe e-mail digest of ${MESSAGES} unread message notices, one run\n`);
    console.log('| read requests | items read | write requests | items written | mails |');
    console.log('| ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ${sum(digest.requests)} | ${digest.items} | ${sum(digest.writeRequests)} | ${digest.written} | ${digestMails.length} |`,
    );
    problems.push(
      ...(sum(digest.requests) > 4
        ? [`digest read requests: ${sum(digest.requests)} (budget 4: choices, progress, notices, profile)`]
        : []),
      ...(digest.items > MESSAGES + 3 ? [`digest items read: ${digest.items} (budget: the notices + 3)`] : []),
      ...(digestMails.length !== 1 ? [`digest mails: ${digestMails.length}, not 1`] : []),
    );
    console.log(problems.length ? `OVER BUDGET: ${problems.join('; ')}` : 'budget met');
    if (problems.length) process.exitCode = 1;
  } finally {
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
