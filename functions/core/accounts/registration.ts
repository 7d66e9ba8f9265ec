import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  AdminUpdateUserAttributesCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { MESSAGES, type RegisterBody } from '@shared/schemas/accounts';
import { siteLink } from '../../lib/env';
import { log, serializeError } from '../../lib/log';
import { counterNames, Counters } from '../counters/counters';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { type AppError, badRequest, conflict } from '../errors';
import { sendMail } from '../mail/mailer';
import { confirmationMail } from '../mail/templates';
import { cognito, userPoolClientId, userPoolId } from './cognito';
import { Profiles } from '../profiles/profiles';
import { consumeToken, newToken, releaseToken, storeToken } from './tokens';

const confirmUrl = (token: string) => siteLink(`/login?confirm=${token}`);

/** Cognito errors the caller caused, as the messages they should see. */
function cognitoInputError(err: unknown): AppError | null {
  const name = (err as Error).name;
  if (name === 'UsernameExistsException') return conflict('email_in_use', MESSAGES.emailInUse);
  if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') {
    return badRequest((err as Error).message || 'The password does not meet the requirements.');
  }
  return null;
}

/**
 * Signs a person up, all or nothing: the e-mail and username claims, the Cognito user in
 * its group, the profile, the role counter, the confirmation token and the e-mail. If any
 * step fails, the steps already done are undone and no half-made account remains.
 */
export async function register(input: RegisterBody): Promise<void> {
  const email = input.email.toLowerCase();
  const username = input.username;
  const usernameKey = username.toLowerCase();
  const claimOwner = `registration:${randomUUID()}`;

  // 1. Claim the e-mail and the username; a taken one stops here, having changed nothing.
  try {
    await commit(
      db().transaction.write(({ unique }) => [
        unique.create({ kind: 'email', value: email, ownerId: claimOwner }).commit(),
        unique.create({ kind: 'username', value: usernameKey, ownerId: claimOwner }).commit(),
      ]),
    );
  } catch (err) {
    if (err instanceof ConditionFailed) {
      throw err.failedIndexes.includes(0)
        ? conflict('email_in_use', MESSAGES.emailInUse)
        : conflict('username_in_use', MESSAGES.usernameInUse);
    }
    throw err;
  }

  let userId: string | undefined;
  let profileWritten = false;
  try {
    // 2. The Cognito user (unconfirmed until the link is followed) and its group.
    const signUp = await cognito().send(
      new SignUpCommand({
        ClientId: userPoolClientId(),
        Username: email,
        Password: input.password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: input.firstName },
          { Name: 'family_name', Value: input.lastName },
        ],
      }),
    );
    userId = signUp.UserSub;
    if (!userId) throw new Error('Cognito returned no user id');
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: email, GroupName: input.role }));

    // 3. The profile, the claims now owned by the user, the role counter and the token, together.
    const { token, item } = newToken('confirm', userId, email);
    const owner = userId;
    await commit(
      db().transaction.write(({ profile, unique, counter, accountToken }) => [
        profile
          .create({
            userId: owner,
            role: input.role,
            email,
            username,
            firstname: input.firstName,
            lastname: input.lastName,
            accountStatus: 'pending',
          })
          .commit(),
        unique.patch({ kind: 'email', value: email }).set({ ownerId: owner }).commit(),
        unique.patch({ kind: 'username', value: usernameKey }).set({ ownerId: owner }).commit(),
        Counters.add(counter, counterNames.usersByRole(input.role), 1),
        accountToken.create(item).commit(),
      ]),
    );
    profileWritten = true;

    // 4. The confirmation e-mail.
    await sendMail(confirmationMail(email, input.firstName, confirmUrl(token)));
  } catch (err) {
    await undoRegistration({ email, usernameKey, userId, role: input.role, profileWritten });
    throw cognitoInputError(err) ?? err;
  }
}

async function undoRegistration(r: {
  email: string;
  usernameKey: string;
  userId: string | undefined;
  role: 'Artist' | 'Client';
  profileWritten: boolean;
}) {
  try {
    if (r.userId) {
      await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: r.email }));
    }
    const userId = r.userId;
    await commit(
      db().transaction.write(({ unique, profile, counter }) => [
        unique.delete({ kind: 'email', value: r.email }).commit(),
        unique.delete({ kind: 'username', value: r.usernameKey }).commit(),
        ...(r.profileWritten && userId
          ? [profile.delete({ userId }).commit(), Counters.add(counter, counterNames.usersByRole(r.role), -1)]
          : []),
      ]),
    );
  } catch (err) {
    // Leaves the claims in place: the address stays reserved rather than half-registered twice.
    log.error('registration rollback failed', { email: r.email, userId: r.userId, error: serializeError(err) });
  }
}

/** Follows the e-mailed link: confirms the Cognito user and activates the profile. */
export async function confirmAccount(token: string): Promise<void> {
  const { userId, email } = await consumeToken(token, 'confirm');
  try {
    await activateAccount(userId, email);
  } catch (err) {
    await releaseToken(token);
    throw err;
  }
}

/** Confirms the Cognito user, marks the e-mail verified and activates the profile. */
export async function activateAccount(userId: string, email: string): Promise<void> {
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId(), Username: email }));
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await db().entities.profile.patch({ userId }).set({ accountStatus: 'active' }).go();
}

/** Sends a fresh confirmation link to an account still waiting for one; silent otherwise. */
export async function resendConfirmation(email: string): Promise<void> {
  const profile = await Profiles.findByEmail(email);
  if (!profile || profile.accountStatus !== 'pending') return;
  const { token, item } = newToken('confirm', profile.userId, profile.email);
  await storeToken(item);
  await sendMail(confirmationMail(profile.email, profile.firstname, confirmUrl(token)));
}
