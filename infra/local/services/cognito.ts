import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { waitFor } from '../ports';
import { stopChild, track } from './process';
import type { Service } from './types';

const require = createRequire(import.meta.url);

export interface CognitoService extends Service {
  /** cognito-local itself; tokens' `iss` is `<issuerBase>/<poolId>`. */
  issuerBase: string;
}

/**
 * cognito-local as a child process (it keeps its data in `.cognito/` under its working
 * directory), fronted by a small shim: Amplify v6 refreshes with GetTokensFromRefreshToken
 * and signs out with GlobalSignOut, neither of which cognito-local has. The shim maps the
 * first onto InitiateAuth REFRESH_TOKEN_AUTH and answers the second; everything else
 * passes through untouched. `url` is the shim, which is what clients should use.
 */
export async function startCognito(opts: {
  port: number;
  shimPort: number;
  dataDir: string;
  logFile?: string;
}): Promise<CognitoService> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const child = track(
    spawn(process.execPath, [bin], {
      cwd: opts.dataDir,
      env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    opts.logFile,
  );
  const issuerBase = `http://127.0.0.1:${opts.port}`;
  await waitFor('cognito-local', async () => (await fetch(`${issuerBase}/health`)).ok);

  const shim = http.createServer((req, res) => void handleShim(req, res, opts.port));
  await new Promise<void>((resolve, reject) => {
    shim.once('error', reject);
    shim.listen(opts.shimPort, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${opts.shimPort}`,
    issuerBase,
    async stop() {
      await new Promise<void>((resolve) => shim.close(() => resolve()));
      shim.closeAllConnections();
      await stopChild(child);
    },
  };
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET,POST,OPTIONS',
  'access-control-max-age': '600',
};

async function handleShim(req: http.IncomingMessage, res: http.ServerResponse, upstreamPort: number) {
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    let target = String(req.headers['x-amz-target'] ?? '');

    // Neither sign-out call exists in cognito-local; tokens there simply run out.
    if (target.endsWith('.GlobalSignOut') || target.endsWith('.AdminUserGlobalSignOut')) {
      res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/x-amz-json-1.1' }).end('{}');
      return;
    }
    if (target.endsWith('.GetTokensFromRefreshToken')) {
      const input = JSON.parse(body.toString('utf8')) as { RefreshToken: string; ClientId: string };
      target = 'AWSCognitoIdentityProviderService.InitiateAuth';
      body = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
        }),
      );
    }
    const upstream = await fetch(`http://127.0.0.1:${upstreamPort}${req.url ?? '/'}`, {
      method: req.method,
      headers: {
        'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'),
        ...(target ? { 'x-amz-target': target } : {}),
      },
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const text = await upstream.text();
    res.writeHead(upstream.status, {
      ...CORS_HEADERS,
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    res.end(text);
  } catch (err) {
    res.writeHead(502, CORS_HEADERS).end(JSON.stringify({ message: String(err) }));
  }
}

/** Where cognito-local keeps its files, relative to its data directory. */
export const cognitoDataPath = (dataDir: string) => path.join(dataDir, '.cognito');
