import net from 'node:net';

/** Asks the OS for a free port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly service: string,
    readonly port: number,
  ) {
    super(
      `Port ${port} (${service}) is already in use. Stop whatever is using it ` +
        `(is another "npm start" running?) or choose another port with the environment variable shown in README.md.`,
    );
  }
}

/** Fails with a message naming the port and its service when something already listens there. */
export function assertPortFree(service: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(service, port) : err),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** Polls until `check` resolves true or the time runs out (generous: a busy 2-core machine starts Java slowly). */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
