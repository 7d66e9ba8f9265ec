import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformsClient, LIST_PAGE_SIZE } from './platforms';

/**
 * The Platforms client against a tiny PayMongo of this file's own (a local HTTP server that
 * records each request and answers what the test says): paging lists to their end, the
 * Idempotency-Key on creations, wallets with their balances.
 */

interface Seen {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

let server: http.Server;
let base: string;
const seen: Seen[] = [];
let answer: (req: Seen) => Answer = () => ({ status: 404, body: { errors: [{ code: 'route_not_found' }] } });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: Seen = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://x'),
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(request);
      const { status = 200, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())));
afterEach(() => {
  seen.length = 0;
});

const client = () => createPlatformsClient({ apiUrl: base, secretKey: 'sk_test_platforms_suite' });

const transfer = (i: number) => ({
  id: `tr_${String(i).padStart(4, '0')}`,
  status: 'succeeded',
  amount: 100 + i,
  reference_number: i % 2 ? 'odd' : 'even',
  destination_account: { number: '000000000002' },
  metadata: { i: String(i) },
  created_at: '2030-01-01T00:00:00Z',
});
const refund = (i: number) => ({
  id: `ref_${i}`,
  type: 'refund',
  attributes: {
    status: 'succeeded',
    amount: 100,
    payment_id: 'pay_1',
    metadata: { crafti_reference: `r${i}` },
    created_at: 1_900_000_000,
  },
});
const payment = (i: number) => ({
  id: `pay_${i}`,
  type: 'payment',
  attributes: {
    status: 'paid',
    amount: 10_000,
    fee: 250,
    metadata: null,
    refunds: [],
    created_at: 1_900_000_000,
    available_at: 1_900_000_000 + i,
  },
});

/** A list of `items` (newest first) served the simulator's way: `limit`, `after`, `has_more`. */
function paged<T extends { id: string }>(items: T[]) {
  return (req: Seen): Answer => {
    const limit = Number(req.url.searchParams.get('limit') ?? 10);
    const after = req.url.searchParams.get('after');
    const start = after ? items.findIndex((x) => x.id === after) + 1 : 0;
    return { body: { data: items.slice(start, start + limit), has_more: start + limit < items.length } };
  };
}

describe('the Platforms client: lists', () => {
  it('reads every page of transfers (limit 100, after the last id) until has_more is false, keeping the reference filter', async () => {
    const all = Array.from({ length: 2 * LIST_PAGE_SIZE + 17 }, (_, i) => transfer(i));
    answer = paged(all);

    const listed = await client().listTransfers('odd');

    expect(listed).toHaveLength(all.length);
    expect(listed.map((t) => t.id)).toEqual(all.map((t) => t.id));
    expect(listed[3]).toMatchObject({
      id: 'tr_0003',
      amount: 103,
      referenceNumber: 'odd',
      destination: '000000000002',
      metadata: { i: '3' },
    });
    expect(seen.map((r) => [r.method, r.url.pathname, Object.fromEntries(r.url.searchParams)])).toEqual([
      ['GET', '/v2/transfers', { reference_number: 'odd', limit: '100' }],
      ['GET', '/v2/transfers', { reference_number: 'odd', limit: '100', after: 'tr_0099' }],
      ['GET', '/v2/transfers', { reference_number: 'odd', limit: '100', after: 'tr_0199' }],
    ]);
    expect(seen.every((r) => r.headers['idempotency-key'] === undefined)).toBe(true);
  });

  it('reads every page of refunds (of a payment) and of payments, with availableAt', async () => {
    answer = (req) =>
      (req.url.pathname === '/v1/refunds'
        ? paged(Array.from({ length: 150 }, (_, i) => refund(i)))
        : paged(Array.from({ length: 101 }, (_, i) => payment(i))))(req);

    const refunds = await client().listRefunds('pay_1');
    const payments = await client().listPayments();

    expect(refunds).toHaveLength(150);
    expect(refunds[149]).toMatchObject({ id: 'ref_149', metadata: { crafti_reference: 'r149' } });
    expect(payments).toHaveLength(101);
    expect(payments[7]).toMatchObject({ id: 'pay_7', metadata: {}, availableAt: 1_900_000_007 });
    expect(seen.map((r) => r.url.search)).toEqual([
      '?payment_id=pay_1&limit=100',
      '?payment_id=pay_1&limit=100&after=ref_99',
      '?limit=100',
      '?limit=100&after=pay_99',
    ]);
  });

  it('stops at one page when has_more is absent, and when a page repeats its cursor', async () => {
    answer = () => ({ body: { data: [transfer(1)] } });
    expect(await client().listTransfers()).toHaveLength(1);
    answer = () => ({ body: { data: [transfer(1)], has_more: true } });
    expect(await client().listTransfers()).toHaveLength(2);
    expect(seen).toHaveLength(3);
  });

  it('reads a payment without available_at as null', async () => {
    answer = () => ({
      body: { data: { ...payment(1), attributes: { ...payment(1).attributes, available_at: undefined } } },
    });
    expect((await client().retrievePayment('pay_1')).availableAt).toBeNull();
  });
});

describe('the Platforms client: creations', () => {
  const source = { number: '000000000001', name: 'Crafti', bic: 'PAEYPHM2XXX' };
  const input = {
    source,
    destination: { number: '000000000002', name: 'Ana', bic: 'PAEYPHM2XXX' },
    amount: 5_000,
    referenceNumber: 'crafti-transfer-1',
    description: 'Sale',
    metadata: { order_id: 'o1' },
  };

  it('sends a transfer with its Idempotency-Key, and without one for old callers', async () => {
    answer = () => ({ body: { data: { id: 'batch_tr_1', transfers: [{ ...transfer(1), status: 'pending' }] } } });

    const made = await client().createTransfer(input, { idempotencyKey: 'crafti:t1:r0' });
    await client().createTransfer(input);

    expect(made).toMatchObject({ id: 'tr_0001', status: 'pending' });
    expect(seen.map((r) => r.headers['idempotency-key'])).toEqual(['crafti:t1:r0', undefined]);
    expect(seen[0]!.body).toMatchObject({
      data: {
        attributes: {
          transfers: [
            { source_account: source, amount: 5_000, reference_number: 'crafti-transfer-1', provider: 'paymongo' },
          ],
        },
      },
    });
  });

  it("sends only a wallet's account as the transfer's source, not its balance", async () => {
    answer = (req) =>
      req.method === 'GET'
        ? {
            body: {
              data: [
                {
                  id: 'wallet_1',
                  account_number: '000000000001',
                  account_name: 'Crafti',
                  bic: 'PAEYPHM2XXX',
                  balance: { available: 9, pending: 1 },
                },
              ],
            },
          }
        : { body: { data: { id: 'batch_tr_1', transfers: [transfer(1)] } } };
    const c = client();
    await c.createTransfer({ ...input, source: await c.parentWallet() });
    expect(
      (seen[1]!.body as { data: { attributes: { transfers: { source_account: unknown }[] } } }).data.attributes
        .transfers[0]!.source_account,
    ).toEqual(source);
  });

  it('sends a refund with its Idempotency-Key', async () => {
    answer = () => ({ body: { data: { ...refund(1), attributes: { ...refund(1).attributes, status: 'pending' } } } });

    const made = await client().createRefund(
      { paymentId: 'pay_1', amount: 100, reason: 'others', notes: 'n', metadata: {} },
      { idempotencyKey: 'crafti:r1:r0' },
    );

    expect(made).toMatchObject({ id: 'ref_1', status: 'pending' });
    expect(seen[0]!.headers['idempotency-key']).toBe('crafti:r1:r0');
  });
});

describe('the Platforms client: wallets', () => {
  it("reads the parent's wallet with its balance, flat or under attributes, and a bare-number balance as all available", async () => {
    const wallets = [
      {
        id: 'wallet_1',
        account_number: '000000000001',
        account_name: 'Crafti',
        bic: 'PAEYPHM2XXX',
        balance: { available: 1_000, pending: 250 },
      },
      {
        id: 'wallet_1',
        attributes: { account_number: '000000000001', account_name: 'Crafti', balance: { available: 5, pending: 6 } },
      },
      { id: 'wallet_1', account: { account_number: '000000000001', account_name: 'Crafti' }, balance: 700 },
    ];
    const got = [];
    for (const w of wallets) {
      answer = () => ({ body: { data: [w], has_more: false } });
      got.push(await client().parentWallet());
    }
    expect(got).toEqual([
      { number: '000000000001', name: 'Crafti', bic: 'PAEYPHM2XXX', balance: { available: 1_000, pending: 250 } },
      { number: '000000000001', name: 'Crafti', bic: 'PAEYPHM2XXX', balance: { available: 5, pending: 6 } },
      { number: '000000000001', name: 'Crafti', bic: 'PAEYPHM2XXX', balance: { available: 700, pending: 0 } },
    ]);
  });

  it("reads a child's wallet on its behalf (Account-Id), or null while it has none or PayMongo knows no such child", async () => {
    answer = (req) =>
      req.headers['account-id'] === 'org_ana'
        ? {
            body: {
              data: [
                {
                  id: 'wallet_2',
                  account_number: '000000000002',
                  account_name: 'Ana Santos',
                  bic: 'PAEYPHM2XXX',
                  balance: { available: 0, pending: 9_750 },
                },
              ],
            },
          }
        : req.headers['account-id'] === 'org_nobody'
          ? { status: 404, body: { errors: [{ code: 'resource_not_found', detail: 'No such child merchant' }] } }
          : { body: { data: [] } };

    expect(await client().childWallet('org_ana')).toEqual({
      number: '000000000002',
      name: 'Ana Santos',
      bic: 'PAEYPHM2XXX',
      balance: { available: 0, pending: 9_750 },
    });
    expect(await client().childWallet('org_cita')).toBeNull();
    expect(await client().childWallet('org_nobody')).toBeNull();
    expect(seen.map((r) => [r.url.pathname, r.headers['account-id']])).toEqual([
      ['/v2/wallets', 'org_ana'],
      ['/v2/wallets', 'org_cita'],
      ['/v2/wallets', 'org_nobody'],
    ]);
  });
});
