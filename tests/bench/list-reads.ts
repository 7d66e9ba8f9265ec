/**
 * Lists read what they return (DESIGN "Lists, filters and search without Scan", §11): seeds
 * 100 and then 10,000 people (and verification requests, audit entries), 100 then 10,000 arts
 * and 100 then 10,000 community posts from 200 artists, 100 then 10,000 orders into DynamoDB Local, calls every list route through the local gateway and
 * prints, per route and page, items read ÷ items returned and the p50 latency. Budget: every
 * ratio ≤ 1.25, flat from the small size to the large one. `npm run bench` runs it.
 *
 * Items read are what DynamoDB returned, counted by a proxy in front of DynamoDB Local
 * (infra/local/services/read-meter.ts): ScannedCount of each Query, the items of each GetItem,
 * BatchGetItem and TransactGetItems answer, whichever client asked. Seeding writes the very items the transaction pieces of the
 * domain modules write (./seed-write.ts).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReadMeter } from '../../infra/local/services/read-meter';
import { startStack } from '../../infra/local/stack';
import { batchWrite, writeBenchArt } from './seed-write';
import { browseOwnBench } from './list-reads/browse-own';
import { matchCallers, moderationQueueSeed } from './list-reads/callers';
import { feedBench } from './list-reads/feed';
import { ordersBench } from './list-reads/orders';

const BUDGET = 1.25;
const SIZES = [100, 10_000] as const;
const ARTISTS_FOR_ARTS = 200;
const RUNS = 7;

const FIRST = [
  'Maria',
  'Jose',
  'Ana',
  'Juan',
  'Liza',
  'Paolo',
  'Grace',
  'Mark',
  'Joy',
  'Rico',
  'Carmela',
  'Dante',
  'Isabel',
  'Ramon',
  'Tess',
  'Migs',
];
const LAST = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Garcia',
  'Mendoza',
  'Torres',
  'Flores',
  'Ramos',
  'Villanueva',
  'Aquino',
  'Castillo',
];

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-'));
  process.env.LOG_LEVEL ??= 'error';
  const stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench', meterReads: true });
  try {
    await run(stack.endpoints.api, stack.readMeter!);
  } finally {
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function run(apiUrl: string, meter: ReadMeter) {
  // Imported after the stack set the environment the data layer reads.
  const Profiles = await import('@functions/core/profiles/profiles');
  const Counters = await import('@functions/core/counters/counters');
  const Verifications = await import('@functions/core/verification/verification');
  const Community = await import('@functions/core/community/community');
  const { POST_CATEGORIES } = await import('@shared/schemas/community');
  const { timeId } = await import('@functions/core/ids');
  const Audit = await import('@functions/core/audit/audit');
  const Jobs = await import('@functions/core/jobs/jobs');
  const { JOB_ART_STYLES, JOB_BUDGETS } = await import('@shared/schemas/jobs');
  const Preferences = await import('@functions/core/profiles/preferences');
  const { artistPreferencesSchema } = await import('@shared/schemas/profiles');
  const MATCH_STYLES = ['Realism', 'Abstract', 'Anime', 'Pop Art', 'Sculpture'] as const;
  const { createUser } = await import('../support/users');

  // ---- counting reads: what DynamoDB returned, through the stack's counting proxy (read-meter.ts) ----
  let reads = 0;
  const countedFetch = async (url: string, init: RequestInit) => {
    meter.reset();
    const response = await fetch(url, init);
    const body: unknown = await response.json();
    reads = meter.read().items;
    return { response, body };
  };

  // ---- seeding through the domain pieces' own items ----
  const counters = new Map<string, number>();
  const count = (name: string, by = 1) => counters.set(name, (counters.get(name) ?? 0) + by);
  const write = batchWrite;
  async function flushCounters() {
    for (const [name, value] of counters) await Counters.addNow(name, value);
    counters.clear();
  }
  async function inParallel<T>(items: T[], each: (item: T, i: number) => Promise<void>, label: string) {
    let done = 0;
    const queue = items.map((item, i) => [item, i] as const);
    const workers = Array.from({ length: 24 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await each(next[0], next[1]);
        if (++done % 1000 === 0) process.stderr.write(`  ${label}: ${done}/${items.length}\n`);
      }
    });
    await Promise.all(workers);
  }

  let people = 0;
  const artists: { userId: string; name: string }[] = [];
  async function seedPeople(upTo: number) {
    const batch = Array.from({ length: upTo - people }, (_, i) => people + i);
    await inParallel(
      batch,
      async (n) => {
        const role = n % 2 === 0 ? 'Artist' : 'Client';
        const firstname = FIRST[n % FIRST.length]!;
        const lastname = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
        const userId = randomUUID();
        await write((tx) => [
          ...Profiles.create(tx, {
            userId,
            role,
            email: `p${n}@bench.test`,
            username: `p_${n}`,
            firstname,
            lastname,
            accountStatus: 'active',
            // Joined an hour apart from January 2025, as a marketplace's people join over months.
            createdAt: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString(),
          }),
        ]);
        count(Counters.names.usersByRole(role));
        // Every fourth artist has matching preferences (Find Match's candidates, issue 13).
        if (role === 'Artist' && n % 4 === 0) {
          const preferences = artistPreferencesSchema.parse({
            art_style_specialization: [
              MATCH_STYLES[n % MATCH_STYLES.length],
              MATCH_STYLES[(n + 1) % MATCH_STYLES.length],
            ],
            budget_range: 'Flexible Budget / Open',
          });
          await write((tx) =>
            Preferences.save(tx, userId, 'Artist', preferences, null, Preferences.cardOf({ firstname, lastname })),
          );
        }
        if (role === 'Artist') artists.push({ userId, name: `${firstname} ${lastname}` });
        // Every fifth person files a verification request; every tenth admin decision is logged.
        if (n % 5 === 0) {
          const status = (['pending', 'approved', 'rejected'] as const)[n % 3]!;
          const request = {
            verificationId: randomUUID(),
            userId,
            firstname,
            lastname,
            status,
            documentKey: 'k',
            validIdKey: 'k',
            createdAt: new Date().toISOString(),
          };
          // Indexed as filing a request indexes it.
          await write((tx) => [
            tx.verificationRequest.create(request).commit(),
            ...Verifications.indexPieces(tx, request),
          ]);
          count(Counters.names.verificationRequests('all'));
          count(Counters.names.verificationRequests(status));
        }
        if (n % 10 === 0)
          await write((tx) => [Audit.entry(tx, { userId, email: undefined }, 'bench', userId, `Bench entry ${n}`)]);
      },
      'people',
    );
    await flushCounters();
    people = upTo;
  }

  let arts = 0;
  async function seedArts(upTo: number) {
    const batch = Array.from({ length: upTo - arts }, (_, i) => arts + i);
    await inParallel(
      batch,
      async (n) => {
        const artist = artists[n % Math.min(ARTISTS_FOR_ARTS, artists.length)]!;
        await writeBenchArt(n, artist);
        count(Counters.names.arts);
      },
      'arts',
    );
    await flushCounters();
    arts = upTo;
  }

  let posts = 0;
  const postRefs: { postId: string; authorId: string }[] = [];
  async function seedPosts(upTo: number) {
    const batch = Array.from({ length: upTo - posts }, (_, i) => posts + i);
    await inParallel(
      batch,
      async (n) => {
        const artist = artists[n % Math.min(ARTISTS_FOR_ARTS, artists.length)]!;
        const [firstname, lastname] = artist.name.split(' ');
        const at = Date.UTC(2026, 0, 1) + n * 60_000;
        const post = {
          postId: timeId(at),
          combo: '*|*',
          createdAt: new Date(at).toISOString(),
          userId: artist.userId,
          content: `Bench post ${n}`,
          category: POST_CATEGORIES[n % POST_CATEGORIES.length]!,
          hasMedia: n % 3 === 0,
          images: n % 3 === 0 ? [{ key: `post-image/${artist.userId}/${n}.png` }] : [],
          author: { firstname: firstname ?? 'Bench', lastname: lastname ?? 'Artist', role: 'Artist' },
          likeCount: 0,
          commentCount: 0,
        };
        await write((tx) => Community.copyPieces(tx, post));
        postRefs.push({ postId: post.postId, authorId: artist.userId });
        for (const combo of Community.combosOf(post)) count(Community.counterOf(combo));
      },
      'posts',
    );
    await flushCounters();
    posts = upTo;
  }

  // Jobs: one in ten is the bench client's own, one in seven is Closed (so Offers lists only Open ones).
  let jobs = 0;
  async function seedJobs(upTo: number, ownerId: string) {
    const batch = Array.from({ length: upTo - jobs }, (_, i) => jobs + i);
    await inParallel(
      batch,
      async (n) => {
        const job = {
          jobId: timeId(Date.UTC(2026, 0, 1) + n * 60_000),
          clientId: n % 10 === 0 ? ownerId : `bench-client-${n % 200}`,
          title: `Commission ${n}`,
          description: 'Bench job',
          budget: JOB_BUDGETS[n % JOB_BUDGETS.length]!,
          deadline: '2030-01-01',
          styles: [
            ...new Set([JOB_ART_STYLES[n % JOB_ART_STYLES.length]!, JOB_ART_STYLES[(n * 7) % JOB_ART_STYLES.length]!]),
          ],
          createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
          clientFirstname: FIRST[n % FIRST.length]!,
          clientLastname: LAST[n % LAST.length]!,
          clientAddress: 'Quezon City',
          clientImageKey: undefined,
          status: n % 7 === 0 ? ('Closed' as const) : ('Open' as const),
          applicantCount: n % 5,
          openReports: 0,
          rev: 0,
        };
        await write((tx) => [tx.job.create(job).commit(), ...(Jobs.listingPieces(tx, null, job) as never[])]);
      },
      'jobs',
    );
    jobs = upTo;
  }

  // ---- callers ----
  const admin = await createUser({ role: 'Admin', prefix: 'bench-admin' });
  const client = await createUser({ role: 'Client', prefix: 'bench-client' });
  const artist = await createUser({ role: 'Artist', prefix: 'bench-artist' });
  const { matcher, threeStyles, blocker } = await matchCallers();
  const seedReports = moderationQueueSeed();
  const BLOCKER_LISTS: [string, string][] = [
    ['heavy blocker: discover artists', '/artists?limit=25'],
    ['heavy blocker: feed, newest', '/community-posts?limit=10'],
    ['heavy blocker: Find Match', `/match-artists/${blocker.userId}`],
  ];
  const browseOwn = browseOwnBench(apiUrl, meter, write);
  // The feed's pages 1, 10 and 100 by cursors, and a liker's marks: list-reads/feed.ts.
  const feed = feedBench({
    apiUrl,
    meter,
    write,
    reader: client,
    liker: await createUser({ role: 'Client', prefix: 'bench-liker' }),
  });
  // The artist's work lists and an order's page, a prolific artist's sales among `size` orders: list-reads/orders.ts.
  const orders = ordersBench({ apiUrl, meter, write });

  type Row = { list: string; size: number; page: number; read: number; returned: number; ratio: number; p50: number };
  const rows: Row[] = [];
  async function measure(list: string, size: number, token: string, first: string) {
    let url: string | null = first;
    for (let page = 1; page <= 2 && url; page++) {
      const times: number[] = [];
      let body: {
        items?: unknown[];
        entries?: unknown[];
        posts?: unknown[];
        jobs?: unknown[];
        matches?: unknown[];
        cases?: unknown[];
        cursor?: string | null;
      } = { cursor: null };
      let read = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const { response, body: answer } = await countedFetch(`${apiUrl}${url}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        times.push(performance.now() - started);
        body = answer as typeof body;
        if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
        read = reads;
      }
      const returned = (body.items ?? body.entries ?? body.posts ?? body.jobs ?? body.matches ?? body.cases ?? [])
        .length;
      times.sort((a, b) => a - b);
      rows.push({
        list,
        size,
        page,
        read,
        returned,
        ratio: returned ? read / returned : Number.NaN,
        p50: times[Math.floor(times.length / 2)]!,
      });
      url = body.cursor ? `${first}${first.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(body.cursor)}` : null;
    }
  }

  const ARTS_LISTS: [string, string][] = [
    ['browse: no filter, latest', '/api/arts?limit=25'],
    ['browse: no filter, cheapest', '/api/arts?limit=25&sort=cheapest'],
    ['browse: style, latest', '/api/arts?art_style=Abstract&limit=25'],
    ['browse: price band, cheapest', '/api/arts?price=1000-5000&sort=cheapest&limit=25'],
    ['browse: style + medium', '/api/arts?art_style=Realism&medium=Oil&limit=25'],
    ['browse: all four, latest', '/api/arts?art_style=Realism&medium=Oil&subject=Nature&price=under-1000&limit=10'],
    [
      'browse: all four, cheapest',
      '/api/arts?art_style=Realism&medium=Oil&subject=Nature&price=under-1000&sort=cheapest&limit=10',
    ],
    ['browse: as listed, 100 a page', '/api/arts?limit=100&sort=none'],
  ];
  const COMMUNITY_LISTS: [string, string][] = [
    ['feed: all, newest', '/community-posts?limit=10'],
    ['feed: all, oldest', '/community-posts?limit=10&order=asc'],
    ['feed: category', '/community-posts?category=Art%20Tips&limit=10'],
    ['feed: with media', '/community-posts?hasMedia=true&limit=10'],
    ['feed: category, no media, oldest', '/community-posts?category=Events&hasMedia=false&order=asc&limit=10'],
  ];
  const PEOPLE_LISTS: [string, string][] = [
    ['admin users (newest)', '/admin/users'],
    ['admin artists', '/admin/artists'],
    ['admin clients', '/admin/clients'],
    ['admin users: search "mar"', '/admin/users?search=mar'],
    ['admin users: search "santos"', '/admin/users?search=santos'],
    ['admin users: search "bench.test" (an e-mail domain)', '/admin/users?search=bench.test'],
    ['verifications (newest)', '/api/artist-verifications'],
    ['verifications: "pending"', '/api/artist-verifications?search=pending'],
    ['verifications: search "jo"', '/api/artist-verifications?search=jo'],
    ['audit log', '/admin/audit-log?limit=25'],
    ['discover artists (newest)', '/artists?limit=25'],
    ['discover clients (newest)', '/clients?limit=25'],
    ['discover artists: search "mar"', '/artists?search=mar&limit=25'],
  ];

  const JOBS_LISTS: [string, string][] = [
    ['jobs: Offers (newest)', '/api/open-jobs'],
    ['jobs: Offers, style "Anime"', '/api/open-jobs?style=Anime'],
  ];

  for (const size of SIZES) {
    process.stderr.write(`seeding ${size} people and ${size} arts…\n`);
    await seedPeople(size);
    await seedArts(size);
    await seedPosts(size);
    for (const [list, url] of PEOPLE_LISTS) await measure(list, size, admin.idToken, url);
    for (const [list, url] of ARTS_LISTS) await measure(list, size, client.idToken, url);
    await browseOwn.measure(size);
    for (const [list, url] of COMMUNITY_LISTS) await measure(list, size, client.idToken, url);
    await feed.measure(size);
    // A busy moderation queue: one in ten posts reported twice (Reports.report), one page of open cases.
    await seedReports(
      postRefs,
      artists.map((a) => a.userId),
    );
    await measure('moderation queue (busy)', size, admin.idToken, '/admin/moderation');
    await seedJobs(size, client.userId);
    for (const [list, url] of JOBS_LISTS) await measure(list, size, artist.idToken, url);
    await measure("jobs: a client's own", size, client.idToken, `/api/jobs/client/${client.userId}`);
    // Find Match: one page of results (no cursor), its reads bounded per result (functions/core/people/people.ts).
    await measure('Find Match: artists for a client', size, matcher.idToken, `/match-artists/${matcher.userId}`);
    await measure(
      'Find Match: a three-style client',
      size,
      threeStyles.idToken,
      `/match-artists/${threeStyles.userId}`,
    );
    for (const [list, url] of BLOCKER_LISTS) await measure(list, size, blocker.idToken, url);
    await orders.measure(size);
  }

  // ---- report ----
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(
    '\nLists: items read ÷ items returned (budget ≤ 1.25, flat from 100 to 10,000), p50 through the local gateway\n',
  );
  console.log(
    `${pad('list', 36)}${pad('size', 8)}${pad('page', 6)}${pad('read', 7)}${pad('returned', 10)}${pad('ratio', 8)}p50 ms`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.list, 36)}${pad(r.size, 8)}${pad(r.page, 6)}${pad(r.read, 7)}${pad(r.returned, 10)}${pad(Number.isNaN(r.ratio) ? '—' : r.ratio.toFixed(2), 8)}${r.p50.toFixed(1)}`,
    );
  }
  if (!feed.report()) process.exitCode = 1;
  const over = rows.filter((r) => r.ratio > BUDGET);
  console.log(
    over.length === 0
      ? `\nbudget ≤ ${BUDGET}: met`
      : `\nbudget ≤ ${BUDGET}: NOT met by ${over.map((r) => `${r.list} (${r.size}, page ${r.page})`).join('; ')}`,
  );
  if (over.length > 0) process.exitCode = 1;
  if (!browseOwn.report(BUDGET)) process.exitCode = 1;
  if (!orders.report()) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
