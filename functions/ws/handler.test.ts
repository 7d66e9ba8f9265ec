import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WsEvent } from './handler';

// The handler verifies tokens and reads its configuration at cold start; nothing here reaches AWS.
vi.mock('../core/realtime/realtime', () => ({
  find: vi.fn(async () => {
    throw new Error('table unavailable');
  }),
  send: vi.fn(async () => true),
  open: vi.fn(async () => true),
  close: vi.fn(async () => undefined),
}));
vi.mock('../core/config', () => ({
  config: () => ({ COGNITO_ISSUER: 'http://localhost:1/pool', COGNITO_CLIENT_ID: 'client' }),
}));

let handler: (event: WsEvent) => Promise<unknown>;
beforeAll(async () => {
  ({ handler } = await import('./handler'));
});
afterEach(() => vi.restoreAllMocks());

const event = (routeKey: string): WsEvent =>
  ({
    requestContext: { routeKey, requestId: 'ws-req-1', connectionId: 'conn-1', eventType: 'MESSAGE' },
    body: JSON.stringify({ action: 'ping', id: '1' }),
    isBase64Encoded: false,
  }) as unknown as WsEvent;

describe('the WebSocket handler', () => {
  it('logs a failure with its request id, route key and connection id, and answers 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await handler(event('$default'));
    expect(result).toEqual({ statusCode: 500, body: 'Internal error' });
    const line = JSON.parse(String(logged.mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', requestId: 'ws-req-1', routeKey: '$default', connectionId: 'conn-1' });
  });
});
