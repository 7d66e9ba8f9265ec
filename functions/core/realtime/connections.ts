import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerMessage } from '@shared/api/ws';
import { requireEnv } from '../../lib/env';
import { db } from '../db/service';

/** API Gateway closes WebSocket connections after 2 hours; the record lives a little longer. */
const CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 5 * 60;

let management: ApiGatewayManagementApiClient | undefined;
function managementApi() {
  management ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv('WS_CALLBACK_URL') });
  return management;
}

export const Connections = {
  async open(connectionId: string, userId: string): Promise<void> {
    const expiresAt = Math.floor(Date.now() / 1000) + CONNECTION_TTL_SECONDS;
    await db().entities.connection.put({ connectionId, userId, expiresAt }).go();
  },

  async close(connectionId: string): Promise<void> {
    await db().entities.connection.delete({ connectionId }).go();
  },

  async get(connectionId: string) {
    const { data } = await db().entities.connection.get({ connectionId }).go();
    return data;
  },

  /** Pushes a message to one connection; a connection API Gateway reports gone is forgotten. */
  async send(connectionId: string, message: ServerMessage): Promise<boolean> {
    try {
      await managementApi().send(
        new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(message)) }),
      );
      return true;
    } catch (err) {
      if (err instanceof GoneException || (err as Error).name === 'GoneException') {
        await Connections.close(connectionId);
        return false;
      }
      throw err;
    }
  },
};
