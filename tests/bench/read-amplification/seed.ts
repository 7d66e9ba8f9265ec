import { randomUUID } from 'node:crypto';
import type * as Audit from '@functions/core/audit/audit';
import * as Counters from '@functions/core/counters/counters';
import { db } from '@functions/core/db/service';
import { commit } from '@functions/core/db/transactions';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Verifications from '@functions/core/verification/verification';
import { CONCURRENCY } from './options';

/** Seeding: Filipino names from small, skewed lists, so some prefixes are common, shared by name, e-mail and username. */

const FIRST_NAMES = [
  'Maria',
  'Jose',
  'Juan',
  'Mark',
  'John Paul',
  'Kristine',
  'Angelo',
  'Mary Joy',
  'Jessa',
  'Marvin',
  'Rodel',
  'Liza',
  'Paolo',
  'Carmela',
  'Ramon',
  'Jericho',
  'Andrea',
  'Rowena',
  'Nestor',
  'Mariel',
  'Carlo',
  'Divina',
  'Emmanuel',
  'Lourdes',
  'Reynaldo',
  'Analyn',
  'Dindo',
  'Gloria',
  'Teodoro',
  'Ysabel',
];
const LAST_NAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Garcia',
  'Mendoza',
  'Dela Cruz',
  'Ramos',
  'Aquino',
  'Castillo',
  'Villanueva',
  'Flores',
  'Del Rosario',
  'Gonzales',
  'Marquez',
  'Manalo',
  'Pascual',
  'Navarro',
  'Soriano',
  'Macaraeg',
  'Ocampo',
  'Torres',
  'Dizon',
  'Mercado',
  'Salazar',
  'Tolentino',
  'Lacson',
  'Samonte',
  'Buenaventura',
  'Panganiban',
];
const CRAFTS = [
  'paints',
  'woodcraft',
  'pottery',
  'weaves',
  'sketches',
  'collects',
  'cafe',
  'arts',
  'designs',
  'prints',
];
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

export interface Person {
  userId: string;
  role: 'Artist' | 'Client';
  firstname: string;
  lastname: string;
  username: string;
  email: string;
}

/** Two digits, as people add to an e-mail or username the plain one of which was taken ("maria.s92"). */
const digits = (rnd: () => number) => String(10 + Math.floor(rnd() * 90));

/**
 * A person as people really are: their first name starts their name, and most often their e-mail
 * (`maria.santos@…`, `maria.s92@…`, `mariasantos07@…`) and their username (`maria_paints`,
 * `mariasantos`, `maria.s92`) too, so a search of a first name matches several words of each.
 */
function personAt(i: number): Person {
  const rnd = random(i * 7919 + 17);
  const firstname = FIRST_NAMES[skewed(rnd, FIRST_NAMES.length)]!;
  const lastname = LAST_NAMES[skewed(rnd, LAST_NAMES.length)]!;
  const role = rnd() < 0.4 ? 'Artist' : 'Client';
  const first = slug(firstname);
  const last = slug(lastname);
  const craft = CRAFTS[Math.floor(rnd() * CRAFTS.length)]!;
  const pick = <T>(options: readonly T[]) => options[Math.floor(rnd() * options.length)]!;
  const mailbox = pick([
    `${first}.${last}`,
    `${first}.${last}`,
    `${first}.${last[0]}${digits(rnd)}`,
    `${first}${last}${digits(rnd)}`,
    `${first}${digits(rnd)}`,
    `${first}_${craft}`,
    `${last}.${first}`,
  ]);
  const email = `${mailbox}@${pick(MAIL_DOMAINS)}`;
  const username = pick([
    `${first}_${craft}`,
    `${first}_${craft}`,
    `${first}${last}`,
    `${first}.${last[0]}${digits(rnd)}`,
    `${first}${digits(rnd)}`,
    `art_by_${first}`,
    `${craft}_ni_${first}`,
  ]);
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
export async function seedPeople(from: number, to: number): Promise<Person[]> {
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
export async function seedVerifications(people: readonly Person[], seed: number) {
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
  const decisions = ids
    .filter(() => rnd() < 0.5)
    .map((id) => ({ id, decision: rnd() < 0.7 ? ('approved' as const) : ('rejected' as const) }));
  await inParallel('verification decisions', decisions, ({ id, decision }) =>
    Verifications.decide(BENCH_ADMIN, id, decision),
  );
}

/**
 * Older audit entries (tag edits, art removals in earlier months): `Audit.entry` stamps the
 * current time, so these go through the entity. They make the first pages cross month partitions.
 */
export async function seedOlderAuditEntries(perMonth: number, months: number) {
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
