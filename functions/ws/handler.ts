import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { clientMessageSchema, WS_TOKEN_PARAM, type ClientMessage } from '@shared/api/ws';
import { actorOf } from '../core/actor';
import * as Badges from '../core/accounts/badges';
import * as Messages from '../core/chat/messages';
import { isSuspended } from '../core/moderation/suspensions';
import { AppError } from '../core/errors';
import * as Realtime from '../core/realtime/realtime';
import { config } from '../core/config';
import { cognitoVerifier } from '../lib/jwt';
import { log, serializeError, withLogContext } from '../core/observability/log';

/** $connect carries the query string, which the generic WebSocket event type omits. */
export type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

const verify = cognitoVerifier({ issuer: config().COGNITO_ISSUER, clientId: config().COGNITO_CLIENT_ID });

const ok = { statusCode: 200, body: '' };

interface ActionContext {
  connectionId: string;
  userId: string;
}

/** One function per client action: adding an action to ClientMessage fails to compile until it is handled here. */
const actions = {
  async ping(message, { connectionId }) {
    await Realtime.send(connectionId, { type: 'pong', id: message.id, at: new Date().toISOString() });
  },
  /** The socket opened: the counts now, and which differ from what the tab shows (a push sent before it opened was lost). */
  async hello({ counts: shown }, { connectionId, userId }) {
    const counts = await Badges.countsOf(userId);
    const changed = (['cart', 'notifications', 'messages'] as const).filter((k) => counts[k] !== shown[k]);
    await Realtime.send(connectionId, { type: 'hello', counts, changed });
  },
  /** A chat send over the socket: the same rules as POST /conversations/{id}/messages, answered on this connection. */
  async send({ conversation_id, client_id, content }, { connectionId, userId }) {
    try {
      const { delivered, ...message } = await Messages.send(actorOf(userId), conversation_id, { content, client_id });
      await Realtime.send(connectionId, { type: 'chat-ack', client_id, message, delivered });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await Realtime.send(connectionId, {
        type: 'chat-error',
        client_id,
        status: err.status,
        code: err.code,
        message: err.message,
      });
    }
  },
} satisfies {
  [A in ClientMessage['action']]: (
    message: Extract<ClientMessage, { action: A }>,
    context: ActionContext,
  ) => Promise<void>;
};

async function dispatch(message: ClientMessage, context: ActionContext): Promise<void> {
  const run = actions[message.action] as (m: ClientMessage, c: ActionContext) => Promise<void>;
  await run(message, context);
}

/** WebSocket routes, keyed like API Gateway's route keys. */
const wsRoutes: Record<string, (event: WsEvent) => Promise<APIGatewayProxyResultV2>> = {
  /** Accepts the connection only with a valid Cognito token in `?token=` of an account not suspended, and not beyond the per-user cap. */
  async $connect(event) {
    const claims = await verify(event.queryStringParameters?.[WS_TOKEN_PARAM]);
    if (!claims?.sub) return { statusCode: 401, body: 'Unauthorized' };
    if (await isSuspended(claims.sub)) return { statusCode: 403, body: 'Account suspended' };
    if (!(await Realtime.open(event.requestContext.connectionId, claims.sub)))
      return { statusCode: 429, body: 'Too many connections' };
    return ok;
  },

  async $disconnect(event) {
    await Realtime.close(event.requestContext.connectionId);
    return ok;
  },

  async $default(event) {
    const { connectionId } = event.requestContext;
    const connection = await Realtime.find(connectionId);
    if (!connection) return { statusCode: 403, body: 'Unknown connection' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(event.body ?? '');
    } catch {
      parsed = undefined;
    }
    const message = clientMessageSchema.safeParse(parsed);
    if (!message.success) {
      await Realtime.send(connectionId, { type: 'error', message: 'Unknown or malformed message.' });
      return ok;
    }
    await dispatch(message.data, { connectionId, userId: connection.userId });
    return ok;
  },
};

export async function handler(event: WsEvent): Promise<APIGatewayProxyResultV2> {
  const { routeKey, requestId, connectionId } = event.requestContext;
  return withLogContext({ routeKey, requestId, connectionId }, async () => {
    const route = wsRoutes[routeKey] ?? wsRoutes.$default!;
    try {
      return await route(event);
    } catch (err) {
      log.error('ws handler failed', { error: serializeError(err) });
      return { statusCode: 500, body: 'Internal error' };
    }
  });
}
