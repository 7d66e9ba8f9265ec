import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerMessage } from '@shared/api/ws';
import { config } from '../config';
import { log, serializeError } from '../../lib/log';
import { db } from '../db/service';

/**
 * The WebSocket side of the product: which connections are open for whom, and pushing a
 * message to every tab a user has open. Pushes happen after the write they announce has
 * committed (`commit(tx, { after })`).
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
  const { data } = await db().entities.connection.query.byUser({ userId }).go({ limit: MAX_CONNECTIONS_PER_USER + 5 });
  const now = Math.floor(Date.now() / 1000);
  return data.filter((c) => c.expiresAt > now);
}

/** Records a new connection; false when the user already has the most allowed. */
export async function open(connectionId: string, userId: string): Promise<boolean> {
  if ((await connectionsOf(userId)).length >= MAX_CONNECTIONS_PER_USER) return false;
  const expiresAt = Math.floor(Date.now() / 1000) + CONNECTION_TTL_SECONDS;
  await db().entities.connection.put({ connectionId, userId, expiresAt }).go();
  return true;
}

export async function close(connectionId: string): Promise<void> {
  await db().entities.connection.delete({ connectionId }).go();
}

export async function find(connectionId: string) {
  const { data } = await db().entities.connection.get({ connectionId }).go();
  return data;
}

/** Pushes a message to one connection; a connection API Gateway reports gone is forgotten. */
export async function send(connectionId: string, message: ServerMessage): Promise<boolean> {
  try {
    await managementApi().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(message)) }));
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
export async function pushTo(connections: readonly { connectionId: string }[], message: ServerMessage): Promise<number> {
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
      await close(c.connectionId);
    }),
  );
}
