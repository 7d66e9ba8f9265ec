import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Endpoints, WebConfig } from '../../infra/local/stack';

export interface StackInfo {
  endpoints: Endpoints;
  env: Record<string, string>;
  webConfig: WebConfig;
  /** The counting proxy's address, for a stack started with `meter` (read it with `meterAt`). */
  meter?: string;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a throw-away local stack (infra/local/test-stack.ts) in its own process on free
 * ports and resolves once it prints STACK_READY. `web: true` also serves web/dist; `bundles: true`
 * runs the functions' deployable bundles instead of their sources; `meter: true` counts what
 * DynamoDB does behind a proxy (StackInfo.meter).
 */
export async function startTestStack(
  opts: { web?: boolean; bundles?: boolean; meter?: boolean } = {},
): Promise<{ info: StackInfo; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'infra/local/test-stack.ts'),
      ...(opts.web ? ['--web'] : []),
      ...(opts.bundles ? ['--bundles'] : []),
      ...(opts.meter ? ['--meter'] : []),
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } },
  );
  let output = '';
  const info = await new Promise<StackInfo>((resolve, reject) => {
    // Generous: on a busy 2-core machine the demo seed (pictures, their variants) alone can take a minute.
    const startMs = Number(process.env.CRAFTI_STACK_START_MS ?? 240_000);
    const timer = setTimeout(() => {
      // Stop what it started (DynamoDB Local, cognito-local, the seed) rather than leave it running.
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000).unref();
      reject(new Error(`Local stack did not start in ${startMs / 1000} s:\n${output}`));
    }, startMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('STACK_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('STACK_READY '.length)) as StackInfo);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.CRAFTI_STACK_LOGS) process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Local stack exited with code ${code}:\n${output}`));
    });
  });
  // Keep forwarding server-side errors so failing tests show them.
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Refuses to run tests against anything but this machine. */
export function assertLocalOnly(info: StackInfo): void {
  const urls = [
    ...Object.values(info.endpoints).filter((v): v is string => typeof v === 'string' && /^(https?|wss?):\/\//.test(v)),
    ...Object.entries(info.env)
      .filter(([k]) => k.startsWith('AWS_ENDPOINT_URL') || k.endsWith('_URL'))
      .map(([, v]) => v),
  ];
  for (const url of urls) {
    const host = new URL(url).hostname;
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
      throw new Error(`Refusing to run integration tests against a non-local endpoint: ${url}`);
    }
  }
}
