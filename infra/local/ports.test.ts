import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree, freePort, PortInUseError } from './ports';

describe('port checks for npm start', () => {
  it('names the port and its service when something already listens there', async () => {
    const port = await freePort();
    const server = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const error = await assertPortFree('api, set CRAFTI_API_PORT to change it', port).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as Error).message).toContain(
        `Port ${port} (api, set CRAFTI_API_PORT to change it) is already in use`,
      );
    } finally {
      server.close();
    }
  });

  it('passes for a free port', async () => {
    await expect(assertPortFree('web', await freePort())).resolves.toBeUndefined();
  });
});
