import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Service } from './types';

const require = createRequire(import.meta.url);
// CommonJS package without types.
const S3rver = require('@20minutes/s3rver') as new (opts: Record<string, unknown>) => {
  run(): Promise<unknown>;
  close(): Promise<void>;
};

/** An S3-compatible server keeping objects under `dataDir`. Buckets are made by the seed. */
export async function startS3(opts: { port: number; dataDir: string }): Promise<Service> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory: opts.dataDir,
    silent: true,
    vhostBuckets: false,
    allowMismatchedSignatures: false,
  });
  await server.run();
  return { url: `http://127.0.0.1:${opts.port}`, stop: () => server.close() };
}
