import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ArtCardPage } from '@shared/schemas/arts';
import * as Arts from '@functions/core/arts/arts';
import * as ArtModeration from '@functions/core/arts/moderation';
import { db } from '@functions/core/db/service';
import * as DueWork from '@functions/core/due-work/due-work';
import { TARGETS } from '@functions/core/moderation/targets';
import * as Tags from '@functions/core/tags/tags';
import { DUE_WORK } from '@functions/events/run-due-work';
import { ARTS_INDEX } from '@functions/core/arts/search-engine';
import * as Engine from '@functions/core/search/engine';
import { setFaultAt } from '../../infra/local/services/fault-proxy';
import { apiClient } from '../support/api';
import { artFields, newArt } from '../support/builders';
import { createPerson, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callOk, callRoute } = apiClient(endpoints.api);

/** A word no other test's art has, so each search here sees this file's arts only. */
const m = `zq${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)}`;

describe("Browse Arts' word search (issue 49 §5)", () => {
  let nino: TestUser;
  let other: TestUser;
  let client: TestUser;
  const ids: Record<string, string> = {};

  const search = async (q: string, extra: Record<string, string | number> = {}, who: TestUser = client) =>
    (await callOk('GET /api/arts', { token: who.idToken, query: { q, ...extra } })) as ArtCardPage;
  const titles = (page: ArtCardPage) => page.items.map((a) => a.title);

  beforeAll(async () => {
    [nino, other, client] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'search-nino', firstname: 'Niño', lastname: 'Bayani' }),
      createPerson({ role: 'Artist', prefix: 'search-other', firstname: 'Liza', lastname: 'Ramos' }),
      createPerson({ role: 'Client', prefix: 'search-client' }),
    ]);
    const tag = await Tags.create(`Bulaklak ${m}`);
    // In this order: the description match is newer than the title match, and still comes after it.
    ids.title = (
      await newArt(nino, {
        title: `Mango Tree ${m}`,
        medium: 'Watercolor',
        price: '3000.00',
        description: 'By the river.',
      })
    ).art_id;
    ids.description = (
      await newArt(nino, {
        title: `River Study ${m}`,
        price: '900.00',
        description: 'A mango grove at dawn, Guimaras.',
      })
    ).art_id;
    ids.tagged = (
      await newArt(other, { title: `Golden Hour ${m}`, price: '5000.00', tags: JSON.stringify([tag.id]) })
    ).art_id;
    ids.accent = (
      await newArt(other, { title: `Café Niña ${m}`, price: '1200.00', description: 'Kape at tinapay.' })
    ).art_id;
  });

  it('matches every word by its start, in any case and with or without accents', async () => {
    expect(titles(await search(`mang ${m}`))).toEqual([`Mango Tree ${m}`, `River Study ${m}`]);
    expect(titles(await search(`MANGO TR ${m}`))).toEqual([`Mango Tree ${m}`]);
    expect(titles(await search(`cafe nina ${m}`))).toEqual([`Café Niña ${m}`]);
    expect(titles(await search(`CAFÉ NIÑA ${m}`))).toEqual([`Café Niña ${m}`]);
    // The artist's name (Niño) finds their pieces, typed without the tilde.
    expect(titles(await search(`nino ${m}`)).sort()).toEqual([`Mango Tree ${m}`, `River Study ${m}`]);
    // Medium and tags are words of a piece too; every word must match.
    expect(titles(await search(`watercolor ${m}`))).toEqual([`Mango Tree ${m}`]);
    expect(titles(await search(`bulak ${m}`))).toEqual([`Golden Hour ${m}`]);
    expect(titles(await search(`mango ${m} golden`))).toEqual([]);
    // Common words do not have to match ("the", "ng").
    expect(titles(await search(`the mango tree ng ${m}`))).toEqual([`Mango Tree ${m}`]);
  });

  it('puts title and tag matches first, then the chosen order; filters and sorts combine', async () => {
    const latest = await search(m);
    expect(latest.items).toHaveLength(4);
    const cheapest = await search(m, { sort: 'cheapest' });
    expect(cheapest.items.map((a) => a.price)).toEqual([900, 1200, 3000, 5000]);
    expect(titles(await search(m, { medium: 'Watercolor' }))).toEqual([`Mango Tree ${m}`]);
    expect(titles(await search(m, { price: 'under-1000' }))).toEqual([`River Study ${m}`]);
    // "mango": the title match (older) before the description match (newer), in either sort.
    expect(titles(await search(`mango ${m}`, { sort: 'cheapest' }))).toEqual([`Mango Tree ${m}`, `River Study ${m}`]);
  });

  it("leaves out the viewer's own pieces and pages by cursor, each piece once, never an empty page", async () => {
    expect(titles(await search(m, {}, nino)).sort()).toEqual([`Café Niña ${m}`, `Golden Hour ${m}`]);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await search(m, { limit: 3, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeGreaterThan(0);
      seen.push(...page.items.map((a) => a.art_id));
      cursor = page.cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(4);
    const forged = await callRoute('GET /api/arts', {
      token: client.idToken,
      query: { q: m, cursor: `1.${Buffer.from('{"pk":"x"}').toString('base64url')}` },
    });
    expect(forged.status).toBe(400);
  });

  it('pages a search of several words (the engine) across its parts, each piece once, never an empty page', async () => {
    const pages: string[][] = [];
    let cursor: string | null | undefined;
    do {
      const page = await search(`mango ${m}`, { limit: 1, ...(cursor ? { cursor } : {}) });
      pages.push(titles(page));
      // The engine's cursor (`e{part}.…`): several words are the engine's to answer.
      if (page.cursor) expect(page.cursor).toMatch(/^e\d\./);
      cursor = page.cursor;
    } while (cursor && pages.length < 5);
    // The title match (its own part), then the description match (the next part), then no cursor.
    expect(pages).toEqual([[`Mango Tree ${m}`], [`River Study ${m}`]]);
    for (const bad of ['e9.W10', `e0.${Buffer.from('{"a":1}').toString('base64url')}`, 'e0.%%%']) {
      const forged = await callRoute('GET /api/arts', {
        token: client.idToken,
        query: { q: `mango ${m}`, cursor: bad },
      });
      expect(forged.status, bad).toBe(400);
    }
  });

  it('answers from DynamoDB when the engine fails, with the same pieces', async () => {
    const fromEngine = await search(`mango ${m}`);
    const first = await search(`mango ${m}`, { limit: 1 });
    await setFaultAt(process.env.SEARCH_URL!, {
      rate: 1,
      match: m,
      answer: { status: 503, headers: { 'content-type': 'application/json' }, body: '{"message":"unavailable"}' },
    });
    try {
      const fromDynamo = await search(`mango ${m}`);
      expect(titles(fromDynamo)).toEqual([`Mango Tree ${m}`, `River Study ${m}`]);
      // The very cards (picture, price, artist), whichever answered.
      expect(fromDynamo.items).toEqual(fromEngine.items);
      // A later page of the engine's (its cursor) waits for the engine: busy, try again shortly.
      const later = await callRoute('GET /api/arts', {
        token: client.idToken,
        query: { q: `mango ${m}`, limit: 1, cursor: first.cursor! },
      });
      expect(later.status).toBe(503);
      expect(later.headers.get('retry-after')).toBe('2');
      // A first page read from DynamoDB meanwhile goes on there, page after page.
      const fallback = await search(`mango ${m}`, { limit: 1 });
      expect(titles(fallback)).toEqual([`Mango Tree ${m}`]);
      await setFaultAt(process.env.SEARCH_URL!, null);
      expect(titles(await search(`mango ${m}`, { limit: 1, cursor: fallback.cursor! }))).toEqual([`River Study ${m}`]);
    } finally {
      await setFaultAt(process.env.SEARCH_URL!, null);
    }
  });

  it('keeps a change the engine refused: the task stays due and the every-minute job writes it', async () => {
    const art = await newArt(nino, { title: `Tarsier ${m}`, price: '700.00' });
    const wordsInEngine = async () =>
      (
        await Engine.search<{ words1: string[] }>(ARTS_INDEX, {
          query: { term: { artId: art.art_id } },
          _source: ['words1'],
        })
      ).hits.hits[0]?._source.words1;
    expect(await wordsInEngine()).toContain('tarsier');
    // The engine refuses every call naming the new title's word (the document's write).
    await setFaultAt(process.env.SEARCH_URL!, {
      rate: 1,
      match: 'kalabaw',
      answer: { status: 503, headers: { 'content-type': 'application/json' }, body: '{"message":"unavailable"}' },
    });
    try {
      await callOk('PUT /api/arts/{id}', {
        params: { id: art.art_id },
        token: nino.idToken,
        body: await artFields(nino, { title: `Kalabaw ${m}`, price: '700.00' }),
      });
      expect(await wordsInEngine()).toContain('tarsier');
      expect(await DueWork.find('art_search', art.art_id)).not.toBeNull();
    } finally {
      await setFaultAt(process.env.SEARCH_URL!, null);
    }
    await DueWork.runDue({ art_search: DUE_WORK.art_search! }, new Date(Date.now() + 1000));
    expect(await wordsInEngine()).toContain('kalabaw');
    expect(await DueWork.find('art_search', art.art_id)).toBeNull();
    expect(titles(await search(`kalabaw ${m}`))).toEqual([`Kalabaw ${m}`]);
    await callOk('DELETE /api/arts/{id}', { token: nino.idToken, params: { id: art.art_id } });
  });

  it('suggests a broader search or a filter removed when nothing matches', async () => {
    const none = await search(`mango ${m} zebra`);
    expect(none.items).toEqual([]);
    expect(none.suggestions).toContainEqual({ q: `mango ${m}` });
    const filtered = await search(`mango ${m}`, { art_style: 'Abstract' });
    expect(filtered.items).toEqual([]);
    expect(filtered.suggestions).toContainEqual({ q: `mango ${m}` });
    // A typo: the nearest word the pieces have.
    const typo = await search(`${m} mangp`);
    expect(typo.suggestions).toContainEqual({ q: `${m} mango` });
  });

  it('never shows a sold-out, hidden or deleted piece, nor the pieces of a hidden artist, and shows them again when back', async () => {
    const all = async () => (await search(m)).items.map((a) => a.art_id).sort();
    // What the engine holds (searches of several words, or with a filter, read it).
    const inEngine = async () =>
      (
        await Engine.search(ARTS_INDEX, { query: { prefix: { words1: m } }, size: 10, sort: [{ artId: 'asc' }] })
      ).hits.hits.map((h) => h._id);
    expect(await inEngine()).toEqual(Object.values(ids).sort());
    await Arts.setStock(ids.title!, 0);
    await ArtModeration.setHidden(ids.description!, true);
    await TARGETS.profile.setHidden(other.userId, true);
    expect(await all()).toEqual([]);
    expect(await inEngine()).toEqual([]);
    expect(titles(await search(`mango ${m}`))).toEqual([]);

    await Arts.setStock(ids.title!, 2);
    await ArtModeration.setHidden(ids.description!, false);
    await TARGETS.profile.setHidden(other.userId, false);
    expect(await all()).toEqual(Object.values(ids).sort());
    expect(await inEngine()).toEqual(Object.values(ids).sort());

    await callOk('DELETE /api/arts/{id}', { token: other.idToken, params: { id: ids.accent! } });
    expect(await all()).not.toContain(ids.accent);
    const { data: left } = await db().entities.artSearch.query.byArt({ artId: ids.accent! }).go();
    expect(left).toEqual([]);
    expect(await inEngine()).not.toContain(ids.accent);
  });

  it('catches up from a task a crash left behind, and running it twice changes nothing', async () => {
    const artId = ids.tagged!;
    const entries = db().entities.artSearch;
    const { data: before } = await entries.query.byArt({ artId }).go({ pages: 'all' });
    expect(before.length).toBeGreaterThan(10);
    // The art's edit committed (its task with it), then the function died before running the task.
    await db()
      .entities.art.patch({ artId })
      .set({ title: `Silver Hour ${m}` })
      .go();
    await DueWork.ensure('art_search', artId, new Date().toISOString());
    expect(titles(await search(`silver ${m}`))).toEqual([]);
    await DueWork.runDue({ art_search: DUE_WORK.art_search! }, new Date(Date.now() + 1000));
    expect(titles(await search(`silver ${m}`))).toEqual([`Silver Hour ${m}`]);
    expect(titles(await search(`golden ${m}`))).toEqual([]);
    expect(await DueWork.find('art_search', artId)).toBeNull();
    const { data: after } = await entries.query.byArt({ artId }).go({ pages: 'all' });
    await DUE_WORK.art_search!(
      { workId: 'x', kind: 'art_search', subjectId: artId, attempts: 0, dueAt: '' },
      new Date(),
    );
    const { data: again } = await entries.query.byArt({ artId }).go({ pages: 'all' });
    expect(again).toEqual(after);
  });
});
