import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerMessage } from '@shared/api/ws';
import { config } from '../config';
import { log, serializeError } from '../observability/log';
import { db } from '../db/service';
import * as Counters from '../counters/counters';
import { ConditionFailed, writeItems } from '../db/write';

/**
 * The WebSocket side of the product: which connections are open for whom, and pushing a
 * message to every tab a user has open. Pushes happen after the write they announce has
 * committed (queued on its transaction's side effects: `fx.after`, `fx.notify`).
 */

/** API Gateway closes WebSocket connections after 2 hours; the record lives a little longer. */
const CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 5 * 60;

/** Tabs and devices one person may have connected at once; more is a script, not a person. */
export const MAX_CONNECTIONS_PER_USER = 10;

let management: ApiGatewayManagementApiClient | undefined;
function managementApi() {
  management ??= new ApiGatewayManagementApiClient({ endpoint: config().WS_CALLBACK_URL });
  return management;
}

const isGone = (err: unknown) => err instanceof GoneException || (err as Error).name === 'GoneException';

/** The connections a user has open (none means they are offline, e.g. to notify them instead). */
export async function connectionsOf(userId: string): Promise<{ connectionId: string }[]> {
  const { data } = await db()
    .entities.connection.query.byUser({ userId })
    .go({ limit: MAX_CONNECTIONS_PER_USER + 5 });
  const now = Math.floor(Date.now() / 1000);
  return data.filter((c) => c.expiresAt > now);
}

/** The per-person counter of open connections: `open` counts up and `close` down, in the transaction that writes the connection. */
export const connectionCounter = (userId: string) => `connections:${userId}`;

/**
 * Records a new connection; false when the user already has the most allowed. The count and the
 * connection are one transaction: the counter is ADDed only while below the cap, so handshakes
 * racing each other cannot all pass a check made before any of them wrote. When full, stale
 * records (past their expiry, or removed by the TTL without a $disconnect) are reaped first and
 * the write tried once more.
 */
export async function open(connectionId: string, userId: string): Promise<boolean> {
  if (await tryOpen(connectionId, userId)) return true;
  if (!(await reapStale(userId))) return false;
  return tryOpen(connectionId, userId);
}

async function tryOpen(connectionId: string, userId: string): Promise<boolean> {
  const expiresAt = Math.floor(Date.now() / 1000) + CONNECTION_TTL_SECONDS;
  try {
    await writeItems((tx) => [
      Counters.incrementBelow(tx, connectionCounter(userId), MAX_CONNECTIONS_PER_USER),
      tx.connection.create({ connectionId, userId, expiresAt }).commit(),
    ]);
    return true;
  } catch (err) {
    if (err instanceof ConditionFailed) return false;
    throw err;
  }
}

/**
 * At the cap: forgets the user's connections past their expiry (each counted down as `close`
 * does), and brings the counter down to the records that remain when it counts more (records the
 * table's TTL deleted, whose $disconnect never ran). The counter is lowered only if no open or
 * close changed it meanwhile. True when anything was freed.
 */
async function reapStale(userId: string): Promise<boolean> {
  const name = connectionCounter(userId);
  const counted = await Counters.getRaw(name);
  const { data } = await db()
    .entities.connection.query.byUser({ userId })
    .go({ limit: MAX_CONNECTIONS_PER_USER + 5 });
  const now = Math.floor(Date.now() / 1000);
  const expired = data.filter((c) => c.expiresAt <= now);
  const closed = await Promise.all(expired.map((c) => close(c.connectionId, userId)));
  if (closed.some(Boolean)) return true;
  const live = data.length - expired.length;
  if (counted <= live) return false;
  // Lowered, or it moved meanwhile: either way worth one more try.
  await Counters.setIf(name, counted, live);
  return true;
}

/**
 * Forgets a connection and counts its person's connections down, in one transaction, once: a
 * second close of the same connection ($disconnect racing a push that found it gone) finds no
 * record and changes nothing. True when this call removed it.
 */
export async function close(connectionId: string, knownUserId?: string): Promise<boolean> {
  const userId = knownUserId ?? (await find(connectionId))?.userId;
  if (!userId) return false;
  try {
    await writeItems((tx) => [
      tx.connection.remove({ connectionId }).commit(),
      // Never below zero (a connection recorded before the counter existed).
      Counters.decrementAboveZero(tx, connectionCounter(userId)),
    ]);
    return true;
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    if (err.failedIndexes.includes(0)) return false;
    // The counter was already at zero: the record still goes.
    await db().entities.connection.delete({ connectionId }).go();
    return true;
  }
}

export async function find(connectionId: string) {
  const { data } = await db().entities.connection.get({ connectionId }).go();
  return data;
}

/** Pushes a message to one connection; a connection API Gateway reports gone is forgotten. */
export async function send(connectionId: string, message: ServerMessage): Promise<boolean> {
  try {
    await managementApi().send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(message)),
      }),
    );
    return true;
  } catch (err) {
    if (isGone(err)) {
      await close(connectionId);
      return false;
    }
    throw err;
  }
}

/** Pushes a message to every open connection of a user; returns how many received it. */
export async function pushToUser(userId: string, message: ServerMessage): Promise<number> {
  return pushTo(await connectionsOf(userId), message);
}

/** Pushes a message to connections already looked up (`connectionsOf`); returns how many received it. */
export async function pushTo(
  connections: readonly { connectionId: string }[],
  message: ServerMessage,
): Promise<number> {
  const results = await Promise.all(
    connections.map((c) =>
      send(c.connectionId, message).catch((err: unknown) => {
        log.warn('push failed', { connectionId: c.connectionId, error: serializeError(err) });
        return false;
      }),
    ),
  );
  return results.filter(Boolean).length;
}

/** Closes every open connection of a user (sign-out, password reset). */
export async function disconnectUser(userId: string): Promise<void> {
  const connections = await connectionsOf(userId);
  await Promise.all(
    connections.map(async (c) => {
      try {
        await managementApi().send(new DeleteConnectionCommand({ ConnectionId: c.connectionId }));
      } catch (err) {
        if (!isGone(err)) log.warn('disconnect failed', { connectionId: c.connectionId, error: serializeError(err) });
      }
      await close(c.connectionId, userId);
    }),
  );
}
