import { decodeJwt } from 'jose';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { writeLocalState } from '../../infra/local/local-state';
import { ensureAdmin } from '@functions/core/accounts/admins';
import * as Profiles from '@functions/core/profiles/profiles';
import { createUser, signInTokens, uniqueEmail } from '../support/users';

const { endpoints, env } = inject('stack');
const cognito = () => new CognitoIdentityProviderClient({ endpoint: endpoints.cognito, region: endpoints.region });

describe('the cognito-local shim (what Amplify needs and cognito-local lacks)', () => {
  it('answers GetTokensFromRefreshToken with fresh tokens, as Amplify refreshes', async () => {
    const user = await createUser({ role: 'Client', prefix: 'shim' });
    const { refreshToken } = await signInTokens(
      endpoints.cognito,
      endpoints.userPoolClientId,
      user.email,
      user.password,
    );
    const refreshed = await cognito().send(
      new GetTokensFromRefreshTokenCommand({ ClientId: endpoints.userPoolClientId, RefreshToken: refreshToken }),
    );
    const idToken = refreshed.AuthenticationResult?.IdToken;
    expect(idToken).toEqual(expect.any(String));
    const claims = decodeJwt(idToken!);
    expect(claims.sub).toBe(user.userId);
    // The refreshed token works at the gateway.
    const res = await fetch(`${endpoints.api}/user-role/${user.userId}`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(res.status).toBe(200);
  });

  it('answers GlobalSignOut', async () => {
    const user = await createUser({ prefix: 'shim-out' });
    await expect(cognito().send(new GlobalSignOutCommand({ AccessToken: user.accessToken }))).resolves.toBeDefined();
  });
});

describe('cognito-local is reached only through the shim', () => {
  // Every host a token or a client names for the pool: the issuer in the tokens and the endpoint.
  const issuerHost = () => new URL(endpoints.issuer).origin;
  const direct = () =>
    new CognitoIdentityProviderClient({ endpoint: issuerHost(), region: endpoints.region, maxAttempts: 1 });

  it('names the shim as the issuer, so no other Cognito host is known', () => {
    expect(issuerHost()).toBe(new URL(endpoints.cognito).origin);
  });

  it('refuses SignUp and a write of email at the issuer host, and the account still resets its password', async () => {
    const user = await createUser({ role: 'Client', prefix: 'shim-raw' });
    await expect(
      direct().send(
        new SignUpCommand({
          ClientId: endpoints.userPoolClientId,
          Username: `raw-${user.email}`,
          Password: 'Raw-Passw0rd',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      direct().send(
        new UpdateUserAttributesCommand({
          AccessToken: user.accessToken,
          UserAttributes: [{ Name: 'email', Value: `moved-${user.email}` }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const res = await fetch(`${endpoints.api}/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, user.email, user.password),
    ).resolves.toMatchObject({ idToken: expect.any(String) });
  });
});

describe('making an admin (npm run admin:create)', () => {
  it('promotes an existing user: Admin group and an Admin profile, and can be run again', async () => {
    const user = await createUser({ role: 'Client', prefix: 'promote' });
    const id = await ensureAdmin({ email: user.email, password: 'Promoted-Passw0rd' });
    expect(id).toBe(user.userId);
    await ensureAdmin({ email: user.email.toUpperCase(), password: 'Promoted-Passw0rd' });
    expect(await Profiles.roleOf(user.userId)).toBe('Admin');
    const tokens = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, user.email, 'Promoted-Passw0rd');
    const claims = decodeJwt(tokens.idToken);
    expect(claims['cognito:groups']).toContain('Admin');
    const stats = await fetch(`${endpoints.api}/admin/stats`, {
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(stats.status).toBe(200);
    const status = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: endpoints.userPoolId, Username: user.email }),
    );
    expect(status.UserStatus).toBe('CONFIRMED');
  });
});

describe('npm run admin:create beside a running stack', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  /** The script as a person runs it from a fresh shell: none of the functions' environment set. */
  function adminCreate(args: string[]): Promise<{ code: number; output: string }> {
    const shell = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    return new Promise((resolve) => {
      execFile(
        path.join(root, 'node_modules/.bin/tsx'),
        ['infra/local/admin-create.ts', ...args],
        { cwd: root, env: shell, timeout: 60_000 },
        (err, stdout, stderr) =>
          resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  }

  it('makes an admin from what the stack wrote at its start, who can sign in and use the admin API', async () => {
    // Prepare: the directory as the started stack leaves it (npm start writes .local/ the same way).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-admin-create-'));
    writeLocalState(dir, { endpoints, env });
    const email = uniqueEmail('cli-admin');

    // Act
    const run = await adminCreate(['--local-dir', dir, '--email', email, '--password', 'Str0ng-Passw0rd']);

    // Assess
    expect(run.output).toContain(`${email} is an admin`);
    expect(run.code).toBe(0);
    const tokens = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, email, 'Str0ng-Passw0rd');
    expect(decodeJwt(tokens.idToken)['cognito:groups']).toContain('Admin');
    const stats = await fetch(`${endpoints.api}/admin/stats`, {
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(stats.status).toBe(200);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
