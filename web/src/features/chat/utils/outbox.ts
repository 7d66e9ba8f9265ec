/**
 * A person's unsent chat messages, kept in the browser's storage so they survive a dropped
 * connection, a reload or leaving the page, and sent again in the order they were written, each
 * with its own client id (the server stores a message once per client id, so a send that did
 * land before the connection died is answered, not doubled). Free of React and of the network:
 * `flush` is handed the function that sends.
 */

export interface OutboxEntry {
  clientId: string;
  conversationId: string;
  content: string;
  /** When it was written (ms): the order it is sent in. */
  queuedAt: number;
  /** `waiting`: to be sent at the next chance; `failed`: refused, kept until Retry or Discard. */
  status: 'waiting' | 'failed';
  error?: string;
}

/** The part of the Web Storage API the outbox uses (localStorage, or a stand-in in tests). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const outboxKey = (userId: string) => `crafti:chat-outbox:${userId}`;

const isEntry = (value: unknown): value is OutboxEntry => {
  const e = value as Partial<OutboxEntry> | null;
  return (
    typeof e?.clientId === 'string' &&
    typeof e.conversationId === 'string' &&
    typeof e.content === 'string' &&
    typeof e.queuedAt === 'number' &&
    (e.status === 'waiting' || e.status === 'failed')
  );
};

export interface Outbox {
  /** The entries (of one conversation, when given), oldest first. */
  list(conversationId?: string): OutboxEntry[];
  add(entry: Omit<OutboxEntry, 'status' | 'queuedAt'> & { queuedAt?: number }): OutboxEntry;
  update(clientId: string, patch: Partial<Pick<OutboxEntry, 'status' | 'error'>>): void;
  remove(clientId: string): void;
}

/**
 * The outbox of `userId` in `storage`. Every call reads and writes the storage, so tabs of the
 * same person share one outbox; where the storage is missing or refuses (a full quota, a private
 * window), the entries live in memory for this tab.
 */
export function createOutbox(storage: OutboxStorage | null, userId: string): Outbox {
  const key = outboxKey(userId);
  let memory: OutboxEntry[] = [];
  const read = (): OutboxEntry[] => {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return memory;
    }
  };
  const write = (entries: OutboxEntry[]) => {
    memory = entries;
    if (!storage) return;
    try {
      if (entries.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(entries));
    } catch {
      // Kept in memory for this tab.
    }
  };
  const ordered = (entries: OutboxEntry[]) => [...entries].sort((a, b) => a.queuedAt - b.queuedAt);
  return {
    list: (conversationId) =>
      ordered(read()).filter((e) => conversationId === undefined || e.conversationId === conversationId),
    add(input) {
      const entries = read();
      const last = entries.reduce((max, e) => Math.max(max, e.queuedAt), 0);
      // Strictly after the last one, so two sends in the same millisecond keep their order.
      const entry: OutboxEntry = {
        ...input,
        queuedAt: Math.max(input.queuedAt ?? Date.now(), last + 1),
        status: 'waiting',
      };
      write([...entries.filter((e) => e.clientId !== entry.clientId), entry]);
      return entry;
    },
    update(clientId, patch) {
      write(read().map((e) => (e.clientId === clientId ? { ...e, ...patch } : e)));
    },
    remove(clientId) {
      write(read().filter((e) => e.clientId !== clientId));
    },
  };
}

/** What happened to each entry during a flush (the open threads show it). */
export type OutboxEvent<Sent> =
  | { type: 'sending'; entry: OutboxEntry }
  | { type: 'sent'; entry: OutboxEntry; sent: Sent }
  | { type: 'waiting'; entry: OutboxEntry }
  | { type: 'failed'; entry: OutboxEntry; error: string };

export interface FlushOptions<Sent> {
  send: (entry: OutboxEntry) => Promise<Sent>;
  /** True when the failure is the connection's or the server's (try again later), false for a refusal. */
  retryable: (err: unknown) => boolean;
  /** The words shown for a refusal. */
  describe: (err: unknown) => string;
  onEvent: (event: OutboxEvent<Sent>) => void;
}

/**
 * Sends the waiting entries one after another, oldest first. A send that fails for want of a
 * connection stops the flush there (what comes after it waits too, so nothing overtakes it); a
 * refused one is marked failed and the rest go on. True when nothing is left waiting.
 */
export async function flush<Sent>(
  outbox: Outbox,
  { send, retryable, describe, onEvent }: FlushOptions<Sent>,
): Promise<boolean> {
  const tried = new Set<string>();
  for (;;) {
    const entry = outbox.list().find((e) => e.status === 'waiting' && !tried.has(e.clientId));
    if (!entry) return true;
    tried.add(entry.clientId);
    onEvent({ type: 'sending', entry });
    try {
      const sent = await send(entry);
      outbox.remove(entry.clientId);
      onEvent({ type: 'sent', entry, sent });
    } catch (err) {
      if (retryable(err)) {
        for (const later of outbox.list().filter((e) => e.status === 'waiting'))
          onEvent({ type: 'waiting', entry: later });
        return false;
      }
      const error = describe(err);
      outbox.update(entry.clientId, { status: 'failed', error });
      onEvent({ type: 'failed', entry: { ...entry, status: 'failed', error }, error });
    }
  }
}
