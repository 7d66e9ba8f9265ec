import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import type { Role } from '@shared/schemas/common';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  idToken: string;
  accessToken: string;
  /** Set by createPerson (claimed as registration claims it). */
  username?: string;
}

/** A unique, namespaced e-mail for one test. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** Signs in with USER_PASSWORD_AUTH, as the web app does. */
export async function signInTokens(cognitoUrl: string, clientId: string, email: string, password: string) {
  const client = new CognitoIdentityProviderClient({
    endpoint: cognitoUrl,
    region: process.env.AWS_REGION ?? 'ap-southeast-1',
  });
  const result = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  client.destroy();
  const auth = result.AuthenticationResult!;
  return { idToken: auth.IdToken!, accessToken: auth.AccessToken!, refreshToken: auth.RefreshToken! };
}

/**
 * Creates a confirmed Cognito user directly (not through the API under test), optionally in
 * a group, and signs it in. Reads the pool from the worker's environment.
 */
export async function createUser(opts: { role?: Role; prefix?: string } = {}): Promise<TestUser> {
  const UserPoolId = process.env.USER_POOL_ID!;
  const cognitoUrl = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!;
  const email = uniqueEmail(opts.prefix ?? 'user');
  const password = 'Test-Passw0rd';
  const client = new CognitoIdentityProviderClient({ endpoint: cognitoUrl });
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }),
  );
  if (opts.role)
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: opts.role }));
  client.destroy();
  const userId = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
  const tokens = await signInTokens(cognitoUrl, process.env.COGNITO_CLIENT_ID!, email, password);
  return { email, password, userId, ...tokens };
}

/**
 * A signed-in person with a profile, as registration leaves them (active): the Cognito user in
 * the role's group, and the profile written through the Profiles verbs (with its search entries).
 */
export async function createPerson(opts: {
  role: Role;
  prefix?: string;
  firstname?: string;
  lastname?: string;
}): Promise<TestUser> {
  const user = await createUser({ role: opts.role, prefix: opts.prefix });
  const [{ commit }, Profiles, Claims] = await Promise.all([
    import('@functions/core/db/transactions'),
    import('@functions/core/profiles/profiles'),
    import('@functions/core/claims/claims'),
  ]);
  const username = `${(opts.prefix ?? 'user').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20)}_${user.userId.slice(0, 6)}`;
  // As registration does: the e-mail and the username are claimed with the profile.
  await commit((tx) => [
    Claims.take(tx, 'email', user.email.toLowerCase(), user.userId),
    Claims.take(tx, 'username', username.toLowerCase(), user.userId),
    ...Profiles.create(tx, {
      userId: user.userId,
      role: opts.role,
      email: user.email,
      username,
      firstname: opts.firstname ?? 'Test',
      lastname: opts.lastname ?? opts.role,
      accountStatus: 'active',
    }),
  ]);
  return { ...user, username };
}
