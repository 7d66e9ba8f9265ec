import { ErrorCodes } from '@shared/api/errors';
import { CHAT_MESSAGES } from '@shared/messages/chat';
import { ApiError, userMessage } from '@web/lib/api-client';
import { subscribeLiveOpen } from '@web/lib/live-socket';
import { sendMessage, type SentMessage } from '../api/chat';
import { createOutbox, flush, type Outbox, type OutboxEntry, type OutboxEvent, type OutboxStorage } from './outbox';
import { handToWorker, onWorkerSent } from './outbox-worker';

/**
 * The tab's sender of a person's chat outbox (outbox.ts): every send is written to the
 * outbox first and sent from it in order, and what could not be sent is sent again when the
 * connection comes back (the live socket opens, or the browser says it is online), on whichever
 * page the person is by then. What is left waiting is also handed to the site's service worker,
 * which sends it when the connection is back even if no tab is open (./outbox-worker.ts).
 */

export type ChatOutboxEvent = OutboxEvent<SentMessage> | { type: 'discarded'; entry: OutboxEntry };

export interface ChatOutbox {
  /** The unsent messages of a conversation, oldest first. */
  pending(conversationId: string): OutboxEntry[];
  /** Queues a message and starts sending. */
  enqueue(conversationId: string, content: string, clientId: string): void;
  /** Puts a refused message back in line and starts sending. */
  retry(clientId: string): void;
  /** Gives up on a refused message. */
  discard(clientId: string): void;
  /** Sends what is waiting (nothing happens while the browser is offline). */
  flush(): void;
  /** Calls `listener` with what happens to each message until the returned function is called. */
  subscribe(listener: (event: ChatOutboxEvent) => void): () => void;
}

/** Worth sending again later: the network, the server, or a session being renewed failed it. */
const retryable = (err: unknown) =>
  !(err instanceof ApiError) || err.code === ErrorCodes.network || err.status === 401 || err.status >= 500;

function browserStorage(): OutboxStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function createChatOutbox(
  outbox: Outbox,
  send: (entry: OutboxEntry) => Promise<SentMessage>,
  handOff: (entries: OutboxEntry[]) => Promise<void>,
): ChatOutbox {
  const listeners = new Set<(event: ChatOutboxEvent) => void>();
  const emit = (event: ChatOutboxEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  let running = false;
  let again = false;
  // Whether the worker holds something of this tab's: it is told again when that changes.
  let handed = false;
  const handOver = () => {
    const entries = outbox.list();
    const waiting = entries.some((e) => e.status === 'waiting');
    if (!waiting && !handed) return;
    handed = waiting;
    handOff(entries).catch((err: unknown) => console.error('Failed to hand the chat outbox to the worker', err));
  };

  async function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (offline()) {
          for (const entry of outbox.list().filter((e) => e.status === 'waiting')) emit({ type: 'waiting', entry });
          break;
        }
        await flush(outbox, {
          send,
          retryable,
          describe: (err) => userMessage(err, CHAT_MESSAGES.sendFailed),
          onEvent: emit,
        });
      } while (again);
    } catch (err) {
      console.error('Failed to send the chat outbox', err);
    } finally {
      running = false;
    }
    handOver();
  }

  return {
    pending: (conversationId) => outbox.list(conversationId),
    enqueue(conversationId, content, clientId) {
      outbox.add({ clientId, conversationId, content });
      void run();
    },
    retry(clientId) {
      outbox.update(clientId, { status: 'waiting', error: undefined });
      void run();
    },
    discard(clientId) {
      const entry = outbox.list().find((e) => e.clientId === clientId);
      outbox.remove(clientId);
      if (entry) emit({ type: 'discarded', entry });
      handOver();
    },
    flush: () => void run(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const outboxes = new Map<string, ChatOutbox>();
let watching = false;

/** Sends every known outbox again each time the connection comes back. */
function watchConnection() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const flushAll = () => {
    for (const outbox of outboxes.values()) outbox.flush();
  };
  window.addEventListener('online', flushAll);
  subscribeLiveOpen(flushAll);
  // The worker sent some while this tab waited: the tab sends its copy (the server answers with
  // what it stored, once per client id) and shows them as sent.
  onWorkerSent((userId) => outboxes.get(userId)?.flush());
}

/** The outbox of the signed-in person `userId` in this tab. */
export function chatOutbox(userId: string): ChatOutbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = createChatOutbox(
      createOutbox(browserStorage(), userId),
      (entry) => sendMessage(entry.conversationId, entry.content, entry.clientId),
      (entries) => handToWorker(userId, entries),
    );
    outboxes.set(userId, outbox);
    watchConnection();
  }
  return outbox;
}
