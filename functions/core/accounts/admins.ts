import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from './cognito';

export interface AdminInput {
  email: string;
  password: string;
}

/**
 * Makes `email` an admin: creates the Cognito user (confirmed, e-mail verified, no
 * invitation mail) or finds the existing one, sets the password and adds the Admin group.
 * Safe to run again. Returns the user's id (`sub`).
 */
export async function ensureAdmin({ email, password }: AdminInput): Promise<string> {
  const Username = email.trim().toLowerCase();
  const UserPoolId = userPoolId();
  let sub: string | undefined;
  try {
    const existing = await cognito().send(new AdminGetUserCommand({ UserPoolId, Username }));
    sub = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if (!(err instanceof UserNotFoundException) && (err as Error).name !== 'UserNotFoundException') throw err;
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
  return sub;
}
