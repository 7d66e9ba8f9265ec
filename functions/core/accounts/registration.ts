import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { ErrorCodes } from '@shared/api/errors';
import { MESSAGES, type RegisterBody } from '@shared/schemas/accounts';
import { siteLink } from '../config';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';
import * as Claims from '../claims/claims';
import * as Counters from '../counters/counters';
import { commit, ConditionFailed } from '../db/transactions';
import { refuse, type AppError } from '../errors';
import { sendMail } from '../mail/mailer';
import { confirmationMail } from '../mail/templates';
import * as Profiles from '../profiles/profiles';
import { cognito, userPoolId } from './cognito';
import * as Tokens from './tokens';

/**
 * Accounts are made only here, with Cognito's admin API: the user pool refuses self sign-up, so
 * nobody can create a Cognito user for an address outside our checks. A new account is disabled
 * until the e-mailed link is followed (Cognito then answers "User is disabled." to a sign-in,
 * which the web shows as "confirm your e-mail first").
 */

const confirmUrl = (token: string) => siteLink(`/login?confirm=${token}`);

/** Cognito errors the caller caused, as the messages they should see. */
function cognitoInputError(err: unknown): AppError | null {
  const name = (err as Error).name;
  if (name === 'UsernameExistsException') return refuse(ErrorCodes.emailInUse, MESSAGES.emailInUse);
  if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') {
    return refuse(
      ErrorCodes.passwordRejected,
      (err as Error).message || 'The password does not meet the requirements.',
    );
  }
  return null;
}

/** Creates the Cognito user, disabled, with the chosen password and the role's group; returns its id. */
async function createCognitoUser(email: string, password: string, role: 'Artist' | 'Client'): Promise<string> {
  const UserPoolId = userPoolId();
  const created = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'false' },
      ],
    }),
  );
  const userId = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!userId) throw new Error('Cognito returned no user id');
  await cognito().send(new AdminDisableUserCommand({ UserPoolId, Username: email }));
  await cognito().send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }),
  );
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: role }));
  return userId;
}

/**
 * Signs a person up, all or nothing: the e-mail and username claims, the Cognito user in its
 * group, the profile, the role counter, the confirmation token and the e-mail. If any step
 * fails, the steps already done are undone and no half-made account remains.
 */
export async function register(input: RegisterBody): Promise<void> {
  const email = input.email.toLowerCase();
  const usernameKey = input.username.toLowerCase();
  const placeholder = `registration:${randomUUID()}`;

  // 1. Claim the e-mail and the username; a taken one stops here, having changed nothing.
  try {
    await commit((tx) => [
      Claims.take(tx, 'email', email, placeholder),
      Claims.take(tx, 'username', usernameKey, placeholder),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) {
      throw err.failedIndexes.includes(0)
        ? refuse(ErrorCodes.emailInUse, MESSAGES.emailInUse)
        : refuse(ErrorCodes.usernameInUse, MESSAGES.usernameInUse);
    }
    throw err;
  }

  let userId: string | undefined;
  let profileWritten = false;
  try {
    // 2. The Cognito user (disabled until the link is followed) and its group.
    userId = await createCognitoUser(email, input.password, input.role);

    // 3. The profile, the claims now owned by the user, the role counter and the token, together.
    const { token, item } = Tokens.newToken('confirm', userId, email);
    const owner = userId;
    await commit((tx) => [
      ...Profiles.create(tx, {
        userId: owner,
        role: input.role,
        email,
        username: input.username,
        firstname: input.firstName,
        lastname: input.lastName,
        accountStatus: 'pending',
      }),
      Claims.transfer(tx, 'email', email, owner),
      Claims.transfer(tx, 'username', usernameKey, owner),
      Counters.add(tx, Counters.names.usersByRole(input.role), 1),
      ...Tokens.issuePieces(tx, item, []),
    ]);
    profileWritten = true;

    // 4. The confirmation e-mail. It does not carry the name typed at sign-up: the address is not
    //    proven yet, and a registrant must not be able to put their words into a Crafti mail.
    await sendMail(confirmationMail(email, confirmUrl(token)));
  } catch (err) {
    await undoRegistration({ email, usernameKey, userId, role: input.role, profileWritten });
    throw cognitoInputError(err) ?? err;
  }
  Metrics.count('registrations', 1, { role: input.role });
}

async function undoRegistration(r: {
  email: string;
  usernameKey: string;
  userId: string | undefined;
  role: 'Artist' | 'Client';
  profileWritten: boolean;
}) {
  try {
    if (r.userId) await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: r.email }));
    const profile = r.profileWritten && r.userId ? await Profiles.get(r.userId) : null;
    await commit((tx) => [
      Claims.release(tx, 'email', r.email),
      Claims.release(tx, 'username', r.usernameKey),
      ...(profile ? [...Profiles.remove(tx, profile), Counters.add(tx, Counters.names.usersByRole(r.role), -1)] : []),
    ]);
  } catch (err) {
    // Leaves the claims in place: the address stays reserved rather than half-registered twice.
    log.error('registration rollback failed', { email: r.email, userId: r.userId, error: serializeError(err) });
  }
}

/** Follows the e-mailed link: enables the Cognito user and activates the profile. */
export async function confirmAccount(token: string): Promise<void> {
  const { userId, email } = await Tokens.consume(token, 'confirm');
  try {
    await activateAccount(userId, email);
  } catch (err) {
    await Tokens.release(token);
    throw err;
  }
}

/** Enables the Cognito user, marks the e-mail verified and activates the profile. */
export async function activateAccount(userId: string, email: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: email,
      // cognito-local wants the address beside the flag; Cognito accepts both.
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: userPoolId(), Username: email }));
  await Profiles.activate(userId);
}

/** Sends a fresh confirmation link to an account still waiting for one (voiding the earlier ones); silent otherwise. */
export async function resendConfirmation(email: string): Promise<void> {
  const profile = await Profiles.findByEmail(email);
  if (!profile || profile.accountStatus !== 'pending') return;
  const { token, item } = Tokens.newToken('confirm', profile.userId, profile.email);
  await Tokens.issue(item);
  await sendMail(confirmationMail(profile.email, confirmUrl(token)));
}
