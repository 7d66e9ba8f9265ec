import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Service } from './types';

/**
 * What the local S3 emits after each object write or delete: an S3 notification body, as S3
 * would send to a Lambda, except that object keys are raw rather than URL-encoded.
 */
export interface LocalS3Event {
  Records: {
    eventName: string;
    eventTime: string;
    s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string } };
  }[];
}

const require = createRequire(import.meta.url);
// CommonJS package without types. It is a Koa app: it emits 'event' on itself after each write.
const S3rver = require('@20minutes/s3rver') as new (opts: Record<string, unknown>) => {
  run(): Promise<unknown>;
  close(): Promise<void>;
  on(name: 'event', listener: (event: LocalS3Event) => void): void;
};

/** An S3-compatible server keeping objects under `dataDir`. Buckets are made by the seed. */
export async function startS3(opts: {
  port: number;
  dataDir: string;
  onEvent?: (event: LocalS3Event) => void;
}): Promise<Service> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory: opts.dataDir,
    silent: true,
    vhostBuckets: false,
    allowMismatchedSignatures: false,
  });
  if (opts.onEvent) server.on('event', opts.onEvent);
  await server.run();
  return { url: `http://127.0.0.1:${opts.port}`, stop: () => server.close() };
}
