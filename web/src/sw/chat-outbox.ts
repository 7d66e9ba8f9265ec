import { createOutbox, flush, type OutboxEntry, type OutboxStorage } from '../features/chat/utils/outbox';
import { jwtPayload } from '../lib/jwt-payload';

/**
 * The service worker's part of the chat outbox (issue 50 §1, issue 46 #18). A tab keeps a
 * person's unsent messages in localStorage (features/chat/utils/outbox.ts) and sends them itself
 * when the connection comes back; a worker has no localStorage and outlives the tab. So when a
 * tab is left with messages waiting, it hands them to the worker (with the person's ID token and
 * the API's address), and the worker sends them when the browser says the connection is back
 * (Background Sync's `sync` event), even after the tab was closed. Both may send the same message:
 * each carries its client id, which the server stores once (functions/core/chat/messages.ts).
 * The worker never renews a session: with the token expired it leaves the messages to the next tab.
 */

/** What a tab hands the worker: a person's outbox, and what sending it takes. */
export interface HandedOutbox {
  userId: string;
  entries: OutboxEntry[];
  /** The person's ID token when handed: the API's bearer. */
  token: string;
  /** The API's base address (config.json's `apiUrl`). */
  apiUrl: string;
}

/** Where the worker keeps the handed outboxes (IndexedDB in the worker; a Map in unit tests). */
export interface HandedStore {
  all(): Promise<HandedOutbox[]>;
  put(outbox: HandedOutbox): Promise<void>;
  delete(userId: string): Promise<void>;
  clear(): Promise<void>;
}

/** The Background Sync tag the worker sends the outboxes under. */
export const OUTBOX_SYNC_TAG = 'chat-outbox';

/** What a tab posts to the worker. */
export type OutboxToWorker = { type: 'chat-outbox'; outbox: HandedOutbox } | { type: 'chat-outbox-forget' };
/** What the worker posts to the site's tabs after sending: the tab settles its own copy. */
export type OutboxFromWorker = { type: 'chat-outbox-sent'; userId: string; clientIds: string[] };

/** A token's expiry (ms since the epoch) from its `exp` claim; 0 when it cannot be read. */
export function expiryOf(token: string): number {
  const exp = jwtPayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : 0;
}

/** A token that ends within this long is not used: a send must not be cut off half-way by it. */
const TOKEN_MARGIN_MS = 30_000;

const waiting = (entries: OutboxEntry[]) => entries.some((e) => e.status === 'waiting');

/** Keeps what a tab handed over; an outbox with nothing waiting is forgotten, with its token. */
export async function keepHanded(store: HandedStore, outbox: HandedOutbox): Promise<boolean> {
  if (!waiting(outbox.entries)) {
    await store.delete(outbox.userId);
    return false;
  }
  await store.put(outbox);
  return true;
}

/** A refusal's status; 0 when the request never got an answer. */
class SendFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The same rule as the tab's: the connection's, the server's or the session's failure is tried again later. */
const retryable = (err: unknown) =>
  !(err instanceof SendFailed) || err.status === 0 || err.status === 401 || err.status >= 500;

/** An outbox in memory, read and written through the storage shape outbox.ts takes. */
function memoryStorage(entries: OutboxEntry[]): OutboxStorage {
  let text: string | null = JSON.stringify(entries);
  return {
    getItem: () => text,
    setItem: (_key, value) => void (text = value),
    removeItem: () => void (text = null),
  };
}

export interface SendResult {
  /** Each person's messages the server took during this run. */
  sent: Map<string, string[]>;
  /** True when some message still waits on the connection or the server (sync again later). */
  again: boolean;
}

/**
 * Sends every kept outbox's waiting messages, oldest first, as the tab would (outbox.ts `flush`).
 * A refused message is not tried again by the worker (the tab sends it and shows the refusal in
 * its own words); an outbox whose token has ended is left to the tab. What was sent leaves the
 * store; a tab may have handed a newer list meanwhile, so the store is read again before writing.
 */
export async function sendHanded(
  store: HandedStore,
  fetchFn: typeof fetch,
  now: () => number = Date.now,
): Promise<SendResult> {
  const result: SendResult = { sent: new Map(), again: false };
  for (const handed of await store.all()) {
    if (expiryOf(handed.token) <= now() + TOKEN_MARGIN_MS) continue;
    const storage = memoryStorage(handed.entries);
    const sent: string[] = [];
    const refused = new Set<string>();
    const done = await flush(createOutbox(storage, handed.userId), {
      send: async (entry) => {
        let answer: Response;
        try {
          answer = await fetchFn(
            `${handed.apiUrl.replace(/\/$/, '')}/conversations/${encodeURIComponent(entry.conversationId)}/messages`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${handed.token}` },
              body: JSON.stringify({ content: entry.content, client_id: entry.clientId }),
            },
          );
        } catch (err) {
          throw new SendFailed(0, (err as Error).message);
        }
        if (!answer.ok) throw new SendFailed(answer.status, await answer.text().catch(() => ''));
      },
      retryable,
      describe: (err) => (err as Error).message,
      onEvent: (event) => {
        if (event.type === 'sent') sent.push(event.entry.clientId);
        if (event.type === 'failed') refused.add(event.entry.clientId);
      },
    });
    if (!done) result.again = true;
    if (sent.length) result.sent.set(handed.userId, sent);
    const latest = (await store.all()).find((o) => o.userId === handed.userId);
    if (!latest) continue;
    const entries = latest.entries
      .filter((e) => !sent.includes(e.clientId))
      .map((e) => (refused.has(e.clientId) ? { ...e, status: 'failed' as const } : e));
    await keepHanded(store, { ...latest, entries });
  }
  return result;
}

/** The handed outboxes in the worker's IndexedDB (one database, one store keyed by person). */
export function indexedDbStore(factory: IDBFactory): HandedStore {
  const STORE = 'chat-outbox';
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open('crafti-worker', 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'userId' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  };
  return {
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<HandedOutbox[]>),
    put: async (outbox) => void (await run('readwrite', (s) => s.put(outbox))),
    delete: async (userId) => void (await run('readwrite', (s) => s.delete(userId))),
    clear: async () => void (await run('readwrite', (s) => s.clear())),
  };
}
