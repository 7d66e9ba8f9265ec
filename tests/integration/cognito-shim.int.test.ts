import { decodeJwt } from 'jose';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { ensureAdmin } from '@functions/core/accounts/admins';
import * as Profiles from '@functions/core/profiles/profiles';
import { createUser, signInTokens } from '../support/users';

const { endpoints } = inject('stack');
const cognito = () => new CognitoIdentityProviderClient({ endpoint: endpoints.cognito, region: endpoints.region });

describe('the cognito-local shim (what Amplify needs and cognito-local lacks)', () => {
  it('answers GetTokensFromRefreshToken with fresh tokens, as Amplify refreshes', async () => {
    const user = await createUser({ role: 'Client', prefix: 'shim' });
    const { refreshToken } = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, user.email, user.password);
    const refreshed = await cognito().send(new GetTokensFromRefreshTokenCommand({ ClientId: endpoints.userPoolClientId, RefreshToken: refreshToken }));
    const idToken = refreshed.AuthenticationResult?.IdToken;
    expect(idToken).toEqual(expect.any(String));
    const claims = decodeJwt(idToken!);
    expect(claims.sub).toBe(user.userId);
    // The refreshed token works at the gateway.
    const res = await fetch(`${endpoints.api}/user-role/${user.userId}`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(res.status).toBe(200);
  });

  it('answers GlobalSignOut', async () => {
    const user = await createUser({ prefix: 'shim-out' });
    await expect(cognito().send(new GlobalSignOutCommand({ AccessToken: user.accessToken }))).resolves.toBeDefined();
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
    const stats = await fetch(`${endpoints.api}/admin/stats`, { headers: { authorization: `Bearer ${tokens.idToken}` } });
    expect(stats.status).toBe(200);
    const status = await cognito().send(new AdminGetUserCommand({ UserPoolId: endpoints.userPoolId, Username: user.email }));
    expect(status.UserStatus).toBe('CONFIRMED');
  });
});
