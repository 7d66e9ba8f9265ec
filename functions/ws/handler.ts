import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { clientMessageSchema, WS_TOKEN_PARAM } from '@shared/api/ws';
import { Connections } from '../core/realtime/connections';
import { requireEnv } from '../lib/env';
import { cognitoVerifier } from '../lib/jwt';
import { log, serializeError } from '../lib/log';

/** $connect carries the query string, which the generic WebSocket event type omits. */
export type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

const verify = cognitoVerifier({ issuer: requireEnv('COGNITO_ISSUER'), clientId: requireEnv('COGNITO_CLIENT_ID') });

const ok = { statusCode: 200, body: '' };

/** WebSocket routes, keyed like API Gateway's route keys. */
const wsRoutes: Record<string, (event: WsEvent) => Promise<APIGatewayProxyResultV2>> = {
  /** Accepts the connection only with a valid Cognito token in `?token=`. */
  async $connect(event) {
    const claims = await verify(event.queryStringParameters?.[WS_TOKEN_PARAM]);
    if (!claims?.sub) return { statusCode: 401, body: 'Unauthorized' };
    await Connections.open(event.requestContext.connectionId, claims.sub);
    return ok;
  },

  async $disconnect(event) {
    await Connections.close(event.requestContext.connectionId);
    return ok;
  },

  async $default(event) {
    const { connectionId } = event.requestContext;
    const connection = await Connections.get(connectionId);
    if (!connection) return { statusCode: 403, body: 'Unknown connection' };

    let parsed: unknown;
    try {
      parsed = JSON.parse(event.body ?? '');
    } catch {
      parsed = undefined;
    }
    const message = clientMessageSchema.safeParse(parsed);
    if (!message.success) {
      await Connections.send(connectionId, { type: 'error', message: 'Unknown or malformed message.' });
      return ok;
    }
    switch (message.data.action) {
      case 'ping':
        await Connections.send(connectionId, { type: 'pong', id: message.data.id, at: new Date().toISOString() });
        return ok;
    }
  },
};

export async function handler(event: WsEvent): Promise<APIGatewayProxyResultV2> {
  const route = wsRoutes[event.requestContext.routeKey] ?? wsRoutes.$default!;
  try {
    return await route(event);
  } catch (err) {
    log.error('ws handler failed', { routeKey: event.requestContext.routeKey, error: serializeError(err) });
    return { statusCode: 500, body: 'Internal error' };
  }
}
