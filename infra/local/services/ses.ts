import * as sesModule from 'aws-ses-v2-local';
import type { Service } from './types';

// A CommonJS module with `exports.default`: under Node's ESM loader the function sits one level down.
const sesLocal = ((sesModule as unknown as { default: { default?: typeof sesModule.default } }).default.default ??
  sesModule.default) as typeof sesModule.default;

/** aws-ses-v2-local: accepts SESv2 SendEmail; its web page is the local mailbox, `GET /store` its JSON. */
export async function startSes(opts: { port: number }): Promise<Service> {
  const server = await sesLocal({ host: '127.0.0.1', port: opts.port });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
