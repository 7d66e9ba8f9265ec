/**
 * `npm run bench:search`: Browse Arts' word search (issue 49 §5) at 10,000 arts. Seeds arts as
 * people make them (titles from a shared stock of words, most common first; tags; descriptions
 * that repeat title words; 250 artists sharing first names, a few of them prolific) with the very
 * entries, term counts and search engine documents their search task writes
 * (functions/core/arts/search-index.ts `entriesOf`, `docOf`), then searches as a client through the
 * local gateway: one-word searches (common and rare words, short starts, an artist's first name, a
 * medium; DynamoDB answers them), searches of several common words or of a word and a filter (the
 * engine answers them), and three-word searches made of the words of one seeded art (two of its
 * title, one of its artist's name, medium or description). Each search walks up to 4 pages of 25;
 * a row prints the results shown, what was read for them (the items DynamoDB read, by the stack's
 * counting proxy, plus the documents the engine answered with), read ÷ shown, the empty pages met while the cursor said more
 * followed, and the first page's p50 time. Budget: ≤ 1.5 read per result shown and no empty page.
 * `SEARCH_BENCH_ARTS` changes the size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ReadMeter } from '../../infra/local/services/read-meter';
import type { SearchEngine } from '../../infra/local/services/search-engine';
import { startStack } from '../../infra/local/stack';
import { percentile } from './percentile';

const SIZE = Number(process.env.SEARCH_BENCH_ARTS ?? 10_000);
const BUDGET = 1.5;
const PAGES = 4;
const LIMIT = 25;

const FIRST = ['Maria', 'Jose', 'Ana', 'Juan', 'Liza', 'Paolo', 'Grace', 'Mark', 'Joy', 'Rico', 'Carmela', 'Dante'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Torres', 'Flores', 'Ramos', 'Aquino'];
const TITLE_WORDS =
  'mango tree sunset bahay kubo jeepney vinta sails rice terraces taal volcano mayon carabao fiesta parol harbor market lola portrait nipa hut sampaguita bamboo boat beach manila bay church quiapo street rain morning dusk river field farmer weaver fisherman mother child flowers orchid coconut palm island sea waves lantern night city lights banig basket pottery dance festival sinulog ati-atihan masskara cordillera ifugao';
const DESC_WORDS =
  'painted with layered glazes on stretched canvas inspired by my hometown province where the light falls softly every afternoon colors warm earth tones textured brushwork framed ready to hang signed at the back original piece gift for family home studio series memories childhood summer harvest season quiet moment afternoon golden light';
const TAGS = ['Filipino', 'Heritage', 'Nature', 'Coastal', 'Urban', 'Folk', 'Modern', 'Minimal', 'Colorful', 'Gift'];

/** A stable pseudo-random number in [0, 1) for (n, salt). */
const rand = (n: number, salt: number) => {
  const x = Math.sin(n * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};
/** Most common first: index i of `list` chosen with weight 1/(i+1). */
function zipf<T>(list: readonly T[], r: number): T {
  const total = list.reduce((sum, _, i) => sum + 1 / (i + 1), 0);
  let at = r * total;
  for (let i = 0; i < list.length; i++) if ((at -= 1 / (i + 1)) <= 0) return list[i]!;
  return list[list.length - 1]!;
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-search-bench-'));
  process.env.LOG_LEVEL ??= 'error';
  const stack = await startStack({ workDir, ports: 'free', name: 'crafti-search-bench', meterReads: true });
  try {
    process.exitCode = await run(stack.endpoints.api, stack.readMeter!, stack.searchEngine);
  } finally {
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function run(apiUrl: string, meter: ReadMeter, engine: SearchEngine): Promise<number> {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, tableName } = await import('@functions/core/db/client');
  const { db } = await import('@functions/core/db/service');
  const { docOf, entriesOf } = await import('@functions/core/arts/search-index');
  const { ARTS_INDEX, ART_MAPPINGS } = await import('@functions/core/arts/search-engine');
  const Engine = await import('@functions/core/search/engine');
  const { isCounted } = await import('@functions/core/arts/search-terms');
  const Counters = await import('@functions/core/counters/counters');
  const { ARTWORK_MEDIUMS, ARTWORK_STYLES, ARTWORK_SUBJECTS } = await import('@shared/options');
  const { createUser } = await import('../support/users');

  // ---- seeding: each art's entries and the term counts, as its search task writes them ----
  const titleWords = TITLE_WORDS.split(' ');
  const descWords = DESC_WORDS.split(' ');
  const artists = Array.from({ length: 250 }, (_, i) => ({
    userId: randomUUID(),
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
  }));
  const counts = new Map<string, number>();
  const items: Record<string, unknown>[] = [];
  const seededWords: string[][] = [];
  const docs: { id: string; doc: object }[] = [];
  const started = Date.now();
  for (let n = 0; n < SIZE; n++) {
    const title = Array.from({ length: 2 + Math.floor(rand(n, 1) * 3) }, (_, k) => zipf(titleWords, rand(n, 10 + k)));
    const description = [
      ...Array.from(
        { length: 8 + Math.floor(rand(n, 2) * 7) },
        (_, k) => descWords[Math.floor(rand(n, 30 + k) * descWords.length)]!,
      ),
      title[0]!,
    ].join(' ');
    // Prolific artists: the first ones have many more arts.
    const artist = zipf(artists, rand(n, 3));
    const medium = ARTWORK_MEDIUMS[Math.floor(rand(n, 4) * ARTWORK_MEDIUMS.length)]!;
    const art = {
      artId: randomUUID(),
      artistId: artist.userId,
      artistName: artist.name,
      title: title.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
      description,
      tagNames: rand(n, 5) < 0.6 ? [zipf(TAGS, rand(n, 6))] : [],
      priceCentavos: 20_000 + Math.floor(rand(n, 7) * 3_000_000),
      quantity: 1,
      artStyle: ARTWORK_STYLES[Math.floor(rand(n, 8) * ARTWORK_STYLES.length)]!,
      medium,
      subject: ARTWORK_SUBJECTS[Math.floor(rand(n, 9) * ARTWORK_SUBJECTS.length)]!,
      imageKey: `art-image/${artist.userId}/${n}.png`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    };
    docs.push({ id: art.artId, doc: docOf(art) });
    for (const entry of entriesOf(art)) {
      items.push(db().entities.artSearch.put(entry).params().Item as Record<string, unknown>);
      if (isCounted(entry.term)) counts.set(entry.term, (counts.get(entry.term) ?? 0) + 1);
    }
    if (n % 997 === 0)
      seededWords.push([title[0]!, title[1]!, rand(n, 11) < 0.5 ? artist.name.split(' ')[0]! : medium]);
  }
  for (const [term, value] of counts)
    items.push(
      db()
        .entities.counter.put({ name: Counters.names.searchTerm(term), value })
        .params().Item as Record<string, unknown>,
    );
  process.stderr.write(`seeding ${SIZE} arts: ${items.length} items (${(items.length / SIZE).toFixed(0)} an art)…\n`);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let at = (next += 25) - 25; at < items.length; at = (next += 25) - 25) {
        let batch = items.slice(at, at + 25).map((Item) => ({ PutRequest: { Item } }));
        while (batch.length > 0) {
          const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch } }));
          batch = (out.UnprocessedItems?.[tableName()] ?? []) as typeof batch;
        }
        if ((at / 25) % 4000 === 0) process.stderr.write(`  ${at}/${items.length}\n`);
      }
    }),
  );
  // The engine's documents, as the same task writes them (one per art).
  await Engine.ensureIndex(ARTS_INDEX, ART_MAPPINGS);
  for (let at = 0; at < docs.length; at += 500) await Engine.bulkPut(ARTS_INDEX, docs.slice(at, at + 500));
  await Engine.refresh(ARTS_INDEX);
  process.stderr.write(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);

  // ---- searching as a client ----
  const client = await createUser({ role: 'Client', prefix: 'bench-search' });
  async function searchPage(q: string, cursor: string | null, extra = '') {
    const url = `${apiUrl}/api/arts?limit=${LIMIT}&q=${encodeURIComponent(q)}${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    meter.reset();
    engine.resetReturned();
    const t0 = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${client.idToken}` } });
    const body = (await response.json()) as { items: unknown[]; cursor: string | null };
    const ms = performance.now() - t0;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    // DynamoDB's items, and the engine's documents (a search of several words, or with a filter).
    return { body, ms, reads: meter.read().items + engine.returned() };
  }

  const one: [string, string, string][] = [
    ['common word', 'mango', ''],
    ['common start (3)', 'man', ''],
    ['short start (2)', 'ta', ''],
    ['rare word', 'ifugao', ''],
    ["artist's first name", 'grace', ''],
    ['medium', 'watercolor', ''],
    ['description word', 'harvest', ''],
    ['tag', 'heritage', ''],
    ['common word, cheapest', 'sunset', '&sort=cheapest'],
    ['common word + medium filter', 'mango', '&medium=Oil'],
    ['common word + price band, cheapest', 'sunset', '&price=1000-5000&sort=cheapest'],
    ['two common words', 'mango tree', ''],
    ['title word + description word', 'beach golden', ''],
    ['three common starts, cheapest', 'man col lig', '&sort=cheapest'],
  ];
  const three: [string, string, string][] = seededWords.map((w, i) => [`three words #${i + 1}`, w.join(' '), '']);

  const rows: { kind: string; q: string; shown: number; read: number; empty: number; ms: number; pages: number }[] = [];
  for (const [kind, q, extra] of [...one, ...three]) {
    let cursor: string | null = null;
    let shown = 0;
    let read = 0;
    let empty = 0;
    let pages = 0;
    const times: number[] = [];
    for (let p = 0; p < PAGES; p++) {
      const page = await searchPage(q, cursor, extra);
      if (p === 0) {
        times.push(page.ms);
        for (let again = 0; again < 4; again++) times.push((await searchPage(q, null, extra)).ms);
      }
      pages += 1;
      shown += page.body.items.length;
      read += page.reads;
      if (page.body.items.length === 0 && (p > 0 || page.body.cursor)) empty += 1;
      cursor = page.body.cursor;
      if (!cursor) break;
    }
    rows.push({ kind, q, shown, read, empty, ms: percentile(times, 50), pages });
  }

  console.log(
    `\nBrowse Arts' word search at ${SIZE.toLocaleString('en')} arts (up to ${PAGES} pages of ${LIMIT}; budget ≤ ${BUDGET} read per result, no empty page)\n`,
  );
  console.log('| search | words | pages | shown | items read | read ÷ shown | empty pages | first page p50 | |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
  let over = 0;
  for (const r of rows) {
    const ratio = r.shown ? r.read / r.shown : Infinity;
    const ok = ratio <= BUDGET && r.empty === 0;
    if (!ok) over += 1;
    console.log(
      `| ${r.kind} | ${r.q} | ${r.pages} | ${r.shown} | ${r.read} | ${r.shown ? ratio.toFixed(2) : '—'} | ${r.empty} | ${r.ms.toFixed(0)} ms | ${ok ? 'ok' : 'OVER'} |`,
    );
  }
  const sum = (list: typeof rows) => {
    const shown = list.reduce((s, r) => s + r.shown, 0);
    return `${shown} shown, ${(list.reduce((s, r) => s + r.read, 0) / Math.max(1, shown)).toFixed(2)} read per result`;
  };
  console.log(
    `\nthe searches above: ${sum(rows.slice(0, one.length))}; three words of one art: ${sum(rows.slice(one.length))}`,
  );
  if (over > 0) console.log(`${over} searches over the budget.`);
  return over > 0 ? 1 : 0;
}

await main();
