import WebSocket from 'ws';

/** Opens a WebSocket to the local gateway with `token`; rejects with the status of a refused handshake. */
export function openSocket(wsUrl: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}
