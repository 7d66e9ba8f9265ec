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
  /** Where tokens say they come from (`iss` is `<issuerBase>/<poolId>`): the shim, like every client. */
  issuerBase: string;
}

/**
 * cognito-local as a child process (it keeps its data in `.cognito/` under its working
 * directory), fronted by a small shim: Amplify v6 refreshes with GetTokensFromRefreshToken
 * and signs out with GlobalSignOut, neither of which cognito-local has: the shim maps the first
 * onto InitiateAuth REFRESH_TOKEN_AUTH and keeps the second's revocations itself. It also
 * enforces the pool rules cognito-local lacks (see PoolRules).
 *
 * cognito-local listens on a Unix socket in a directory only this user may enter, not on a port:
 * on a port, anything on the machine could send it what the shim refuses (SignUp, a write of
 * `email`) behind the shim's back. The shim (`url`, on `port`) is the only way in, and the issuer
 * its tokens name.
 */
export async function startCognito(opts: { port: number; dataDir: string; logFile?: string }): Promise<CognitoService> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const url = `http://127.0.0.1:${opts.port}`;
  const socketDir = path.join(opts.dataDir, 'socket');
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(socketDir, 0o700);
  const socketPath = path.join(socketDir, 'cognito-local.sock');
  fs.rmSync(socketPath, { force: true });
  writeServerConfig(opts.dataDir, socketPath, url);

  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const child = track(
    spawn(process.execPath, [bin], {
      cwd: opts.dataDir,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    opts.logFile,
  );
  const upstream = upstreamOn(socketPath);
  await waitFor('cognito-local', async () => (await upstream({ method: 'GET', path: '/health' })).status === 200);

  const rules = new PoolRules(opts.dataDir, upstream);
  const shim = http.createServer((req, res) => void handleShim(req, res, upstream, rules));
  await new Promise<void>((resolve, reject) => {
    shim.once('error', reject);
    shim.listen(opts.port, '127.0.0.1', () => resolve());
  });

  return {
    url,
    issuerBase: url,
    async stop() {
      await new Promise<void>((resolve) => shim.close(() => resolve()));
      shim.closeAllConnections();
      await stopChild(child);
    },
  };
}

/**
 * cognito-local reads `.cognito/config.json` over its defaults: listen on the socket (a string
 * port is a pipe path to Node) and name the shim as the tokens' issuer. Other settings are kept.
 */
function writeServerConfig(dataDir: string, socketPath: string, issuerDomain: string): void {
  const file = path.join(dataDir, '.cognito', 'config.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let current: Record<string, Record<string, unknown>> = {};
  try {
    current = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof current;
  } catch {
    // first start
  }
  const config = {
    ...current,
    ServerConfig: { ...current.ServerConfig, port: socketPath },
    TokenConfig: { ...current.TokenConfig, IssuerDomain: issuerDomain },
  };
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
}

interface UpstreamAnswer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}
type Upstream = (request: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}) => Promise<UpstreamAnswer>;

/** A request to cognito-local over its socket. */
function upstreamOn(socketPath: string): Upstream {
  return ({ method, path: target, headers = {}, body }) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          socketPath,
          method,
          path: target,
          headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 502,
              contentType: res.headers['content-type'],
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET,POST,OPTIONS',
  'access-control-max-age': '600',
};

const AMZ_JSON = 'application/x-amz-json-1.1';

/** Cognito's error answer, as the SDK and Amplify parse it. */
function cognitoError(res: http.ServerResponse, type: string, message: string) {
  res
    .writeHead(400, { ...CORS_HEADERS, 'content-type': AMZ_JSON, 'x-amzn-errortype': type })
    .end(JSON.stringify({ __type: type, message }));
}

/** The claims of a JWT, unverified (cognito-local signed it; the shim only reads who it is for). */
function claimsOf(token: unknown): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

/**
 * What cognito-local does not enforce and the AWS pool does, kept by the shim:
 * - the pool is admin-create-only: SignUp is refused;
 * - a disabled user cannot sign in or refresh (a new account stays disabled until confirmed);
 * - the app client may write only its WriteAttributes (never `email`);
 * - a sign-in with a wrong password or an unknown user is answered NotAuthorizedException, as the
 *   pool's PreventUserExistenceErrors answers both;
 * - a global sign-out revokes the refresh tokens issued before it (kept in `revocations.json`,
 *   so a restart does not bring them back).
 */
class PoolRules {
  private revokedBefore: Record<string, number>;
  constructor(
    private readonly dataDir: string,
    private readonly upstream: Upstream,
  ) {
    this.revokedBefore = this.read('revocations.json') ?? {};
  }

  private read<T>(file: string): T | null {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.dataDir, file), 'utf8')) as T;
    } catch {
      return null;
    }
  }

  private client(clientId: string): { UserPoolId: string; WriteAttributes?: string[] } | null {
    const clients = this.read<{ Clients: Record<string, { UserPoolId: string; WriteAttributes?: string[] }> }>(
      '.cognito/db/clients.json',
    );
    return clients?.Clients[clientId] ?? null;
  }

  async userEnabled(clientId: string, username: string): Promise<boolean> {
    const client = this.client(clientId);
    if (!client) return true;
    const answer = await this.upstream({
      method: 'POST',
      path: '/',
      headers: { 'content-type': AMZ_JSON, 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser' },
      body: Buffer.from(JSON.stringify({ UserPoolId: client.UserPoolId, Username: username })),
    });
    if (answer.status !== 200) return true; // unknown users get cognito-local's own answer
    return (JSON.parse(answer.body.toString('utf8')) as { Enabled?: boolean }).Enabled !== false;
  }

  writable(clientId: string | undefined, attributes: string[]): boolean {
    const allowed = (clientId && this.client(clientId)?.WriteAttributes) || ['given_name', 'family_name'];
    return attributes.every((name) => allowed.includes(name));
  }

  revoke(username: string) {
    this.revokedBefore[username] = Math.floor(Date.now() / 1000);
    fs.writeFileSync(path.join(this.dataDir, 'revocations.json'), JSON.stringify(this.revokedBefore));
  }

  isRevoked(refreshToken: string): boolean {
    const claims = claimsOf(refreshToken);
    const username = String(claims['cognito:username'] ?? '');
    const issuedAt = Number(claims.iat ?? 0);
    const cutoff = this.revokedBefore[username];
    return cutoff !== undefined && issuedAt <= cutoff;
  }
}

async function handleShim(req: http.IncomingMessage, res: http.ServerResponse, upstream: Upstream, rules: PoolRules) {
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    let target = String(req.headers['x-amz-target'] ?? '');
    const action = target.split('.').pop() ?? '';
    const input = (body.length && req.method === 'POST' ? JSON.parse(body.toString('utf8')) : {}) as Record<
      string,
      unknown
    >;
    const ok = (payload: object = {}) =>
      res.writeHead(200, { ...CORS_HEADERS, 'content-type': AMZ_JSON }).end(JSON.stringify(payload));

    if (action === 'SignUp') {
      cognitoError(res, 'NotAuthorizedException', 'SignUp is not permitted for this user pool');
      return;
    }
    if (action === 'UpdateUserAttributes' || action === 'DeleteUserAttributes') {
      const names =
        action === 'UpdateUserAttributes'
          ? ((input.UserAttributes as { Name: string }[] | undefined) ?? []).map((a) => a.Name)
          : ((input.UserAttributeNames as string[] | undefined) ?? []);
      if (!rules.writable(String(claimsOf(input.AccessToken).client_id ?? ''), names)) {
        cognitoError(res, 'NotAuthorizedException', 'A client attempted to write unauthorized attribute');
        return;
      }
    }
    // Neither sign-out call exists in cognito-local: the shim revokes the user's refresh tokens itself.
    if (action === 'GlobalSignOut') {
      rules.revoke(String(claimsOf(input.AccessToken).username ?? ''));
      ok();
      return;
    }
    if (action === 'AdminUserGlobalSignOut') {
      rules.revoke(String(input.Username ?? ''));
      ok();
      return;
    }
    if (action === 'GetTokensFromRefreshToken') {
      target = 'AWSCognitoIdentityProviderService.InitiateAuth';
      input.AuthFlow = 'REFRESH_TOKEN_AUTH';
      input.AuthParameters = { REFRESH_TOKEN: input.RefreshToken };
      body = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
        }),
      );
    }
    if (target.endsWith('.InitiateAuth')) {
      const params = (input.AuthParameters ?? {}) as Record<string, string>;
      const clientId = String(input.ClientId ?? '');
      if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' && params.REFRESH_TOKEN) {
        if (rules.isRevoked(params.REFRESH_TOKEN)) {
          cognitoError(res, 'NotAuthorizedException', 'Refresh Token has been revoked');
          return;
        }
        const username = String(claimsOf(params.REFRESH_TOKEN)['cognito:username'] ?? '');
        if (username && !(await rules.userEnabled(clientId, username))) {
          cognitoError(res, 'NotAuthorizedException', 'User is disabled.');
          return;
        }
      }
      if (
        input.AuthFlow === 'USER_PASSWORD_AUTH' &&
        params.USERNAME &&
        !(await rules.userEnabled(clientId, params.USERNAME))
      ) {
        cognitoError(res, 'NotAuthorizedException', 'User is disabled.');
        return;
      }
    }
    const answer = await upstream({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: {
        'content-type': String(req.headers['content-type'] ?? AMZ_JSON),
        ...(target ? { 'x-amz-target': target } : {}),
      },
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    // The AWS pool prevents user-existence errors: a wrong password and an unknown user both get
    // NotAuthorizedException there, where cognito-local says InvalidPasswordException / UserNotFoundException.
    if (
      target.endsWith('.InitiateAuth') &&
      answer.status === 400 &&
      /"__type":"(InvalidPasswordException|UserNotFoundException)"/.test(answer.body.toString('utf8'))
    ) {
      cognitoError(res, 'NotAuthorizedException', 'Incorrect username or password.');
      return;
    }
    res.writeHead(answer.status, {
      ...CORS_HEADERS,
      'content-type': answer.contentType ?? 'application/json',
    });
    res.end(answer.body);
  } catch (err) {
    res.writeHead(502, CORS_HEADERS).end(JSON.stringify({ message: String(err) }));
  }
}

/** Where cognito-local keeps its files, relative to its data directory. */
export const cognitoDataPath = (dataDir: string) => path.join(dataDir, '.cognito');
