import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as Claims from '../claims/claims';
import { commit } from '../db/transactions';
import * as Profiles from '../profiles/profiles';
import { cognito, userPoolId } from './cognito';

export interface AdminInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Makes `email` an admin: creates the Cognito user (confirmed, e-mail verified, no
 * invitation mail) or finds the existing one, sets the password, adds the Admin group and
 * writes an Admin profile. Safe to run again. Returns the user's id (`sub`).
 */
export async function ensureAdmin({
  email,
  password,
  firstName = 'Site',
  lastName = 'Admin',
}: AdminInput): Promise<string> {
  const Username = email.trim().toLowerCase();
  const UserPoolId = userPoolId();
  let sub: string | undefined;
  try {
    const existing = await cognito().send(new AdminGetUserCommand({ UserPoolId, Username }));
    sub = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if ((err as Error).name !== 'UserNotFoundException') throw err;
    const created = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: Username },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  }
  if (!sub) throw new Error(`Cognito returned no id for ${Username}`);
  await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId, Username, Password: password, Permanent: true }));
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName: 'Admin' }));

  const existing = await Profiles.get(sub);
  const owner = sub;
  if (existing) {
    if (existing.role !== 'Admin') await commit((tx) => Profiles.makeAdmin(tx, existing));
  } else {
    const username =
      Username.split('@')[0]!
        .replace(/[^A-Za-z0-9._]/g, '')
        .slice(0, 30) || 'admin';
    await commit((tx) => [
      Claims.hold(tx, 'email', Username, owner),
      ...Profiles.create(tx, {
        userId: owner,
        role: 'Admin',
        email: Username,
        username,
        firstname: firstName,
        lastname: lastName,
        accountStatus: 'active',
      }),
    ]);
  }
  return sub;
}
