import http from 'node:http';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createPaymongoClient, type CreateCheckoutSessionInput } from '@functions/core/payments/paymongo';
import { verifyPaymongoSignature } from '@functions/core/payments/signature';
import { freePort } from '../../infra/local/ports';
import {
  startPaymongo,
  type PaymongoSimulator,
  type PaymongoSimulatorOptions,
} from '../../infra/local/services/paymongo';

/**
 * The PayMongo simulator on its own (tests/integration/paymongo-simulator*.int.test.ts): a
 * simulator and a webhook receiver of the suite's own, both on free loopback ports, with a
 * Crafti-like order to pay and the hosted page's form posts.
 */

export const secretKey = 'sk_test_simulator_suite';
export const webhookSecret = 'whsk_simulator_suite';

export interface Received {
  signature: string | undefined;
  raw: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  event: any;
}

/** A webhook endpoint that records what it gets and answers the statuses it is told, then 200. */
export async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        signature: req.headers['paymongo-signature'] as string | undefined,
        raw,
        event: JSON.parse(raw),
      });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/paymongo/webhook`,
    received,
    answers,
    stop: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
export type PaymongoClient = ReturnType<typeof createPaymongoClient>;

export const order = (ref: string): CreateCheckoutSessionInput => ({
  referenceNumber: ref,
  lineItems: [
    { name: 'Sunset over Taal', amount: 150_000, quantity: 1, description: 'by Ana' },
    { name: 'Fee', amount: 7_500, quantity: 1 },
  ],
  billing: { name: 'Bea Buyer', email: 'bea@example.com' },
  description: `Crafti order ${ref}`,
  successUrl: `http://localhost:5173/orders?paid=${ref}`,
  cancelUrl: `http://localhost:5173/checkout?cancelled=${ref}`,
  metadata: { orderId: ref },
});

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});
export const card = (number: string) => form({ number, expiry: '12/39', cvc: '123', name: 'Bea Buyer' });

export const verified = (r: Received) => verifyPaymongoSignature(r.signature, r.raw, webhookSecret);

export interface StartedSimulator {
  sim: PaymongoSimulator;
  receiver: Receiver;
  client: PaymongoClient;
  /** Deliveries about one session: its paid event (data is the session) or failed payments of its payment intent. */
  eventsFor: (sessionId: string) => Received[];
}

/**
 * Starts a receiver and a simulator before the file's tests (fast retries: 20, 40, 80, 160,
 * 320 ms; `options` laid over that) and hands them to `use`; after each test, undoes delays,
 * slow creations and holds (deliveries and clearing), waits for the deliveries in flight and
 * forgets what the receiver got; stops both after the file.
 */
export function useSimulator(
  use: (started: StartedSimulator) => void,
  options: Partial<Omit<PaymongoSimulatorOptions, 'port' | 'webhookUrl'>> = {},
): void {
  let sim: PaymongoSimulator;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    sim = await startPaymongo({
      port: await freePort(),
      secretKey,
      webhookSecret,
      webhookUrl: receiver.url,
      retryDelaysMs: [20, 40, 80, 160, 320],
      ...options,
    });
    const eventsFor = (sessionId: string) => {
      const intent = sim.session(sessionId)!.attributes.payment_intent.id;
      return receiver.received.filter(
        (r) =>
          r.event.data.attributes.data.id === sessionId ||
          r.event.data.attributes.data.attributes.payment_intent_id === intent,
      );
    };
    use({
      sim,
      receiver,
      client: createPaymongoClient({ apiUrl: sim.url, secretKey: options.secretKey ?? secretKey }),
      eventsFor,
    });
  });
  afterAll(async () => {
    await sim.stop();
    await receiver.stop();
  });
  afterEach(async () => {
    sim.setDelay(0);
    sim.slowCreations(0, 0);
    sim.clearAll();
    await sim.release();
    await sim.idle();
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });
}
