import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import * as Audit from '@functions/core/audit/audit';
import * as Counters from '@functions/core/counters/counters';
import { dynamo } from '@functions/core/db/client';
import { db } from '@functions/core/db/service';
import { commit } from '@functions/core/db/transactions';
import * as Directory from '@functions/core/profiles/directory';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Verifications from '@functions/core/verification/verification';
import { startStack, type RunningStack } from '../../infra/local/stack';

/**
 * List read amplification (DESIGN.md §5 and §11, issue 7 §4): every list reads ≤ 1.25 items per
 * item it returns, flat from 100 to 10,000 users.
 *
 * Seeds a throw-away DynamoDB Local (through the data layer: Profiles.create, Counters.add,
 * the verification and audit pieces; no Cognito, no HTTP), calls each list's core function for
 * page 1 and page 2 (following the cursor) and counts what DynamoDB read for it: a middleware on
 * the functions' DynamoDB client sums ScannedCount per Query, the keys of each BatchGetItem,
 * 1 per GetItem, and the ConsumedCapacity that `ReturnConsumedCapacity: 'TOTAL'` reports.
 * First at 100 users, then topped up to 10,000 and measured again. Exits 1 over budget.
 *
 *   npx tsx tests/bench/read-amplification.ts [--users 10000] [--concurrency 32]
 */

const BUDGET = 1.25;
const SMALL = 100;
const LARGE = Number(argValue('--users') ?? 10_000);
const CONCURRENCY = Number(argValue('--concurrency') ?? 32);
/** The audit log page the admin screen asks for (web/src/features/admin/api/get-audit-log.ts). */
const AUDIT_PAGE_SIZE = 25;

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Counting what DynamoDB reads

interface Reads {
  items: number;
  rcu: number;
  requests: number;
  /** Anything a list should never do (a Scan, a write). */
  unexpected: string[];
}

let meter: Reads | null = null;

interface CapacityOutput {
  ScannedCount?: number;
  ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
}

function installMeter() {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const reads = meter;
      if (!reads) return next(args);
      const input: Record<string, unknown> = { ...args.input, ReturnConsumedCapacity: 'TOTAL' };
      const command = (context as { commandName?: string }).commandName ?? 'unknown';
      const result = await next({ ...args, input });
      const output = result.output as CapacityOutput;
      reads.requests += 1;
      switch (command) {
        case 'QueryCommand':
          reads.items += output.ScannedCount ?? 0;
          break;
        case 'GetItemCommand':
          reads.items += 1;
          break;
        case 'BatchGetItemCommand': {
          const requested = input.RequestItems as Record<string, { Keys?: unknown[] }>;
          reads.items += Object.values(requested).reduce((n, r) => n + (r.Keys?.length ?? 0), 0);
          break;
        }
        case 'ScanCommand':
          reads.items += output.ScannedCount ?? 0;
          reads.unexpected.push('Scan');
          break;
        default:
          reads.unexpected.push(command);
      }
      const capacity = output.ConsumedCapacity;
      for (const c of Array.isArray(capacity) ? capacity : capacity ? [capacity] : []) reads.rcu += c.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchReadMeter' },
  );
}

async function metered<T>(fn: () => Promise<T>): Promise<{ value: T; reads: Reads }> {
  if (meter) throw new Error('one measured call at a time');
  const reads: Reads = { items: 0, rcu: 0, requests: 0, unexpected: [] };
  meter = reads;
  try {
    return { value: await fn(), reads };
  } finally {
    meter = null;
  }
}

// ---------------------------------------------------------------------------------------------
// Seeding: Filipino names from small, skewed lists, so some prefixes are common

const FIRST_NAMES = [
  'Maria', 'Jose', 'Juan', 'Mark', 'John Paul', 'Kristine', 'Angelo', 'Mary Joy', 'Jessa', 'Marvin',
  'Rodel', 'Liza', 'Paolo', 'Carmela', 'Ramon', 'Jericho', 'Andrea', 'Rowena', 'Nestor', 'Mariel',
  'Carlo', 'Divina', 'Emmanuel', 'Lourdes', 'Reynaldo', 'Analyn', 'Dindo', 'Gloria', 'Teodoro', 'Ysabel',
];
const LAST_NAMES = [
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Dela Cruz', 'Ramos', 'Aquino', 'Castillo',
  'Villanueva', 'Flores', 'Del Rosario', 'Gonzales', 'Marquez', 'Manalo', 'Pascual', 'Navarro', 'Soriano', 'Macaraeg',
  'Ocampo', 'Torres', 'Dizon', 'Mercado', 'Salazar', 'Tolentino', 'Lacson', 'Samonte', 'Buenaventura', 'Panganiban',
];
const CRAFTS = ['paints', 'woodcraft', 'pottery', 'weaves', 'sketches', 'collects', 'cafe', 'arts', 'designs', 'prints'];
const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'crafti.test', 'outlook.ph'];

/** A deterministic generator, so both sizes and every run see the same people. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Index into a list, the first entries much more likely (about Zipf), as with real names. */
const skewed = (rnd: () => number, length: number) => Math.min(length - 1, Math.floor(length * rnd() ** 2.2));
const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

interface Person {
  userId: string;
  role: 'Artist' | 'Client';
  firstname: string;
  lastname: string;
  username: string;
  email: string;
}

function personAt(i: number): Person {
  const rnd = random(i * 7919 + 17);
  const firstname = FIRST_NAMES[skewed(rnd, FIRST_NAMES.length)]!;
  const lastname = LAST_NAMES[skewed(rnd, LAST_NAMES.length)]!;
  const role = rnd() < 0.4 ? 'Artist' : 'Client';
  const first = slug(firstname);
  const last = slug(lastname);
  const username = rnd() < 0.5 ? `${first}${last}${i}` : `${first}_${CRAFTS[Math.floor(rnd() * CRAFTS.length)]}${i}`;
  const email = `${first}.${last}${i}@${MAIL_DOMAINS[Math.floor(rnd() * MAIL_DOMAINS.length)]}`;
  return { userId: randomUUID(), role, firstname, lastname, username, email };
}

/** Runs `work` on every item with `CONCURRENCY` in flight, printing progress. */
async function inParallel<T>(label: string, items: readonly T[], work: (item: T) => Promise<void>) {
  const started = Date.now();
  const step = Math.max(100, Math.ceil(items.length / 10 / 100) * 100);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
      done += 1;
      if (done % step === 0 || done === items.length) {
        process.stdout.write(`  ${label}: ${done}/${items.length} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

const BENCH_ADMIN: Audit.Actor = { userId: 'bench-admin', email: 'bench-admin@crafti.test' };

/** Profiles with their search entries and role counters, one transaction each (as registration writes them). */
async function seedPeople(from: number, to: number): Promise<Person[]> {
  const people = Array.from({ length: to - from }, (_, k) => personAt(from + k));
  await inParallel('users', people, (p) =>
    commit((tx) => [
      ...Profiles.create(tx, { ...p, accountStatus: 'active' }),
      Counters.add(tx, Counters.names.usersByRole(p.role), 1),
    ]),
  );
  return people;
}

/**
 * Verification requests from 60% of the artists, written as `Verifications.request` writes them
 * (that verb also checks two uploaded documents, which the bench does not make): the request, the
 * artist's status, the counters and the request's search entries. Then an admin decides half of
 * them with the real `Verifications.decide`, which also writes the audit entries.
 */
async function seedVerifications(people: readonly Person[], seed: number) {
  const rnd = random(seed);
  const artists = people.filter((p) => p.role === 'Artist' && rnd() < 0.6);
  const ids: string[] = [];
  await inParallel('verification requests', artists, async (artist) => {
    const profile = await Profiles.get(artist.userId);
    if (!profile) throw new Error(`no profile for ${artist.userId}`);
    const item: Verifications.RequestItem = {
      verificationId: randomUUID(),
      userId: artist.userId,
      firstname: artist.firstname,
      lastname: artist.lastname,
      status: 'pending',
      documentKey: `verification-documents/${artist.userId}/portfolio.pdf`,
      validIdKey: `verification-documents/${artist.userId}/valid-id.jpg`,
      createdAt: new Date().toISOString(),
    };
    // As Verifications.request files it (the search entries included: a decision rewrites them).
    await commit((tx) => Verifications.filingPieces(tx, profile, item));
    ids.push(item.verificationId);
  });
  const decisions = ids.filter(() => rnd() < 0.5).map((id) => ({ id, decision: rnd() < 0.7 ? ('approved' as const) : ('rejected' as const) }));
  await inParallel('verification decisions', decisions, ({ id, decision }) => Verifications.decide(BENCH_ADMIN, id, decision));
}

/**
 * Older audit entries (tag edits, art removals in earlier months): `Audit.entry` stamps the
 * current time, so these go through the entity. They make the first pages cross month partitions.
 */
async function seedOlderAuditEntries(perMonth: number, months: number) {
  const entries: { month: string; at: string }[] = [];
  const now = new Date();
  for (let back = 1; back <= months; back++) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    for (let k = 0; k < perMonth; k++) {
      const at = new Date(first.getTime() + (k + 1) * 3_600_000).toISOString();
      entries.push({ month: at.slice(0, 7), at });
    }
  }
  await inParallel('older audit entries', entries, async ({ month, at }) => {
    await db()
      .entities.auditEntry.create({
        month,
        at,
        entryId: randomUUID(),
        actorId: BENCH_ADMIN.userId,
        actorEmail: BENCH_ADMIN.email,
        action: 'tag.update',
        targetId: randomUUID(),
        summary: 'Renamed a tag',
      })
      .go();
  });
}

// ---------------------------------------------------------------------------------------------
// The lists

interface Page {
  ids: string[];
  cursor: string | null;
}

interface ListCase {
  list: string;
  page: (cursor: string | undefined) => Promise<Page>;
}

const people = (q: Directory.PeopleQuery) => async (cursor: string | undefined) => {
  const page = await Directory.listForAdmin({ ...q, cursor });
  return { ids: page.items.map((r) => r.id), cursor: page.cursor };
};
const verifications = (search: string | undefined) => async (cursor: string | undefined) => {
  const page = await Verifications.list({ search, cursor });
  return { ids: page.items.map((r) => r.verification_id), cursor: page.cursor };
};

/** A full first name many people have, and a 3-letter prefix shared by several names. */
const COMMON_NAME = 'maria';
const PREFIX = 'mar';

const CASES: ListCase[] = [
  { list: 'GET /admin/users', page: people({}) },
  { list: 'GET /admin/artists', page: people({ role: 'Artist' }) },
  { list: 'GET /admin/clients', page: people({ role: 'Client' }) },
  { list: `GET /admin/users?search=${COMMON_NAME}`, page: people({ search: COMMON_NAME }) },
  { list: `GET /admin/users?search=${PREFIX}`, page: people({ search: PREFIX }) },
  { list: 'GET /api/artist-verifications', page: verifications(undefined) },
  { list: 'GET /api/artist-verifications?search=pending', page: verifications('pending') },
  { list: `GET /api/artist-verifications?search=${PREFIX}`, page: verifications(PREFIX) },
  {
    list: `GET /admin/audit-log?limit=${AUDIT_PAGE_SIZE}`,
    page: async (cursor) => {
      const page = await Audit.list(AUDIT_PAGE_SIZE, cursor);
      return { ids: page.entries.map((e) => e.id), cursor: page.cursor };
    },
  },
];

/**
 * Also measured and printed, but not gated: searches the brief does not list, kept here so their
 * cost stays visible. A search of two words reads the longer word's entries and drops those whose
 * other words do not match, after reading them.
 */
const TWO_WORDS = 'maria santos';
const RARE_NAME = 'ysabel';
const PROBES: ListCase[] = [
  { list: `GET /admin/users?search=${TWO_WORDS}`, page: people({ search: TWO_WORDS }) },
  { list: `GET /admin/artists?search=${PREFIX}`, page: people({ role: 'Artist', search: PREFIX }) },
  { list: `GET /admin/users?search=${RARE_NAME}`, page: people({ search: RARE_NAME }) },
];
/** Lists read to the end: everyone once (a person several of whose words match shows at the first), and what that costs in reads. */
const WALKS: ListCase[] = [{ list: `GET /admin/users?search=${RARE_NAME}`, page: people({ search: RARE_NAME }) }];

interface Row {
  list: string;
  users: number;
  page: number;
  read: number;
  returned: number;
  rcu: number;
  requests: number;
  /** Items already shown on an earlier page of the same list. */
  repeated: number;
  unexpected: string[];
  /** No such page: the previous one had no cursor. */
  absent?: boolean;
}

async function measure(cases: readonly ListCase[], users: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const c of cases) {
    let cursor: string | undefined;
    const seen = new Set<string>();
    for (const pageNo of [1, 2]) {
      if (pageNo > 1 && !cursor) {
        rows.push({ list: c.list, users, page: pageNo, read: 0, returned: 0, rcu: 0, requests: 0, repeated: 0, unexpected: [], absent: true });
        continue;
      }
      const { value, reads } = await metered(() => c.page(cursor));
      const repeated = value.ids.filter((id) => seen.has(id)).length;
      for (const id of value.ids) seen.add(id);
      rows.push({ list: c.list, users, page: pageNo, read: reads.items, returned: value.ids.length, rcu: reads.rcu, requests: reads.requests, repeated, unexpected: reads.unexpected });
      cursor = value.cursor ?? undefined;
    }
  }
  return rows;
}

interface Walk {
  list: string;
  users: number;
  pages: number;
  read: number;
  returned: number;
  distinct: number;
  emptyPages: number;
}

/** Every page of a list, following the cursor to its end. */
async function walk(c: ListCase, users: number): Promise<Walk> {
  const result: Walk = { list: c.list, users, pages: 0, read: 0, returned: 0, distinct: 0, emptyPages: 0 };
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const { value, reads } = await metered(() => c.page(cursor));
    result.pages += 1;
    result.read += reads.items;
    result.returned += value.ids.length;
    if (value.ids.length === 0) result.emptyPages += 1;
    for (const id of value.ids) seen.add(id);
    cursor = value.cursor ?? undefined;
  } while (cursor && result.pages < 10_000);
  result.distinct = seen.size;
  return result;
}

// ---------------------------------------------------------------------------------------------
// Report

const ratioOf = (r: Row) => (r.returned > 0 ? r.read / r.returned : null);
const overBudget = (r: Row) => !r.absent && ((ratioOf(r) ?? 0) > BUDGET || r.unexpected.length > 0);

function printTable(rows: Row[]) {
  const header = ['list', 'users', 'page', 'items read', 'returned', 'ratio', 'RCU', 'requests'];
  const cells = rows.map((r) => {
    const ratio = ratioOf(r);
    const notes = [
      r.absent ? 'no page 2 (page 1 had no cursor)' : '',
      !r.absent && r.returned === 0 ? `0 returned, ${r.read} read` : '',
      r.repeated > 0 ? `${r.repeated} repeated from page 1` : '',
      r.unexpected.length > 0 ? `unexpected: ${r.unexpected.join(', ')}` : '',
      overBudget(r) ? 'OVER BUDGET' : '',
    ].filter(Boolean);
    return [
      r.list,
      r.users.toLocaleString('en-US'),
      String(r.page),
      r.absent ? '—' : String(r.read),
      r.absent ? '—' : String(r.returned),
      r.absent || ratio === null ? '—' : ratio.toFixed(2),
      r.absent ? '—' : r.rcu.toFixed(1),
      r.absent ? '—' : String(r.requests),
      notes.join('; '),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : i < header.length ? v.padStart(widths[i]!) : v)).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  let previous = '';
  for (const c of cells) {
    if (previous && c[0] !== previous) console.log('');
    previous = c[0]!;
    console.log(line(c));
  }
}

function printWalks(walks: Walk[]) {
  for (const w of walks) {
    const perDistinct = w.distinct > 0 ? (w.read / w.distinct).toFixed(2) : '—';
    console.log(
      `${w.list} at ${w.users.toLocaleString('en-US')} users, all ${w.pages} pages: ${w.read} items read, ${w.returned} rows shown, ` +
        `${w.distinct} distinct (${w.returned - w.distinct} repeats${w.emptyPages ? `, ${w.emptyPages} empty pages` : ''}); read per distinct result ${perDistinct}`,
    );
  }
}

const byCase = (cases: readonly ListCase[]) => (a: Row, b: Row) =>
  cases.findIndex((c) => c.list === a.list) - cases.findIndex((c) => c.list === b.list) || a.users - b.users || a.page - b.page;

function flatness(small: Row[], large: Row[]) {
  const changes: string[] = [];
  for (const l of large) {
    const s = small.find((r) => r.list === l.list && r.page === l.page);
    const a = s ? ratioOf(s) : null;
    const b = ratioOf(l);
    if (a !== null && b !== null && b - a > 0.1) changes.push(`${l.list} page ${l.page}: ${a.toFixed(2)} → ${b.toFixed(2)}`);
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-'));
  let stack: RunningStack | undefined;
  const stop = async () => {
    await stack?.stop().catch(() => undefined);
    stack = undefined;
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    console.log(`Read amplification of the lists: ${SMALL} then ${LARGE.toLocaleString('en-US')} users, ${CONCURRENCY} concurrent writes`);
    stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench' });
    installMeter();
    console.log(`DynamoDB Local at ${stack.endpoints.dynamodb} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    console.log(`Seeding ${SMALL} users`);
    const small = await seedPeople(0, SMALL);
    await seedVerifications(small, 1);
    await seedOlderAuditEntries(8, 3);
    const smallRows = await measure(CASES, SMALL);
    const smallProbes = await measure(PROBES, SMALL);
    const smallWalks: Walk[] = [];
    for (const c of WALKS) smallWalks.push(await walk(c, SMALL));

    const seedStarted = Date.now();
    console.log(`Topping up to ${LARGE.toLocaleString('en-US')} users`);
    const large = await seedPeople(SMALL, LARGE);
    await seedVerifications(large, 2);
    console.log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    const largeRows = await measure(CASES, LARGE);
    const largeProbes = await measure(PROBES, LARGE);
    const largeWalks: Walk[] = [];
    for (const c of WALKS) largeWalks.push(await walk(c, LARGE));

    const rows = [...smallRows, ...largeRows].sort(byCase(CASES));
    console.log('');
    printTable(rows);
    console.log('');
    console.log('items read: ScannedCount of each Query + keys of each BatchGetItem + 1 per GetItem; returned: rows of the page; RCU: ConsumedCapacity (TOTAL)');
    const notFlat = flatness(smallRows, largeRows);
    console.log(notFlat.length === 0 ? `flat from ${SMALL} to ${LARGE.toLocaleString('en-US')}: yes (no ratio grows by more than 0.1)` : `not flat: ${notFlat.join('; ')}`);
    const over = rows.filter(overBudget);
    if (over.length === 0) {
      console.log(`budget ≤ ${BUDGET}: met`);
    } else {
      console.log(`budget ≤ ${BUDGET}: NOT met by`);
      for (const r of over) console.log(`  ${r.list} at ${r.users} users, page ${r.page}: ${r.read} read / ${r.returned} returned${r.unexpected.length ? ` (${r.unexpected.join(', ')})` : ''}`);
      process.exitCode = 1;
    }

    console.log('');
    console.log('Also measured, not gated by the budget:');
    printTable([...smallProbes, ...largeProbes].sort(byCase(PROBES)));
    printWalks([...smallWalks, ...largeWalks]);
    console.log(`Run time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();
