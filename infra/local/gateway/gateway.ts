import type { LambdaHandler } from './events';
import { startHttpApi } from './http';
import { startWebSocketApi } from './ws';

/**
 * The local stand-in for API Gateway: the HTTP API (./http.ts) and the WebSocket API with its
 * `@connections` endpoint (./ws.ts), each on its own port as on AWS, both calling the very
 * handlers the Lambdas export.
 */

export interface GatewayOptions {
  httpPort: number;
  wsPort: number;
  /** Origins the HTTP API's CORS configuration allows. */
  allowOrigins: string[];
  issuer: string;
  clientId: string;
  loadHttpHandler(group: string): Promise<LambdaHandler>;
  loadWsHandler(): Promise<LambdaHandler>;
}

export interface Gateway {
  httpUrl: string;
  wsUrl: string;
  /**
   * Stops the WebSocket API, every socket dropped, and starts it again on its port after `downMs`
   * (the fault bench's gateway restart): the sockets' $disconnect runs, clients connect again.
   */
  restartWebSocket(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const httpApi = await startHttpApi({
    port: opts.httpPort,
    allowOrigins: opts.allowOrigins,
    issuer: opts.issuer,
    clientId: opts.clientId,
    loadHandler: opts.loadHttpHandler,
  });
  let wsApi = await startWebSocketApi({ port: opts.wsPort, loadHandler: opts.loadWsHandler }).catch(
    async (err: unknown) => {
      // Free the HTTP port too, so a retry does not find it taken.
      await httpApi.stop();
      throw err;
    },
  );
  return {
    httpUrl: httpApi.url,
    wsUrl: wsApi.url,
    restartWebSocket: async (downMs) => {
      await wsApi.stop();
      await new Promise((r) => setTimeout(r, downMs));
      wsApi = await startWebSocketApi({ port: opts.wsPort, loadHandler: opts.loadWsHandler });
    },
    stop: async () => {
      await Promise.all([httpApi.stop(), wsApi.stop()]);
    },
  };
}
