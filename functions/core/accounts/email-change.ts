import { AdminUpdateUserAttributesCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ErrorCodes } from '@shared/api/errors';
import { MESSAGES } from '@shared/schemas/accounts';
import type { Actor } from '../actor';
import * as Claims from '../claims/claims';
import { siteLink } from '../config';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError, refuse } from '../errors';
import { sendMail } from '../mail/mailer';
import { emailChangedNoticeMail, emailChangeMail } from '../mail/templates';
import * as Profiles from '../profiles/profiles';
import { cognito, userPoolClientId, userPoolId } from './cognito';
import { signOutEverywhere } from './sessions';
import * as Tokens from './tokens';

/**
 * Changing one's e-mail address (the sign-in name). Asking takes the current password, so a
 * stolen session alone cannot move the account; a link goes to the new address, and only
 * following it changes the account, so nobody can move an account to an address they do not own.
 * Once changed, the old address is told and gets a link that changes it back for 7 days. The app
 * client may not write `email` in Cognito; this is the only way.
 */

const wrongPassword = () => new AppError(ErrorCodes.wrongPassword, MESSAGES.wrongPassword, { field: 'password' });

/** Checks the password by signing in with it, as the app does; the tokens it gets are dropped. */
async function assertPassword(email: string, password: string): Promise<void> {
  try {
    await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: userPoolClientId(),
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  } catch (err) {
    const name = (err as Error).name;
    if (
      [
        'NotAuthorizedException',
        'UserNotFoundException',
        'InvalidPasswordException',
        'PasswordResetRequiredException',
      ].includes(name)
    )
      throw wrongPassword();
    throw err;
  }
}

/** Mails a confirmation link to the new address (voiding earlier ones), once the password is right. */
export async function request(actor: Actor, newEmail: string, password: string): Promise<void> {
  const userId = actor.userId;
  const profile = await Profiles.get(userId);
  if (!profile) throw refuse(ErrorCodes.profileNotFound, 'Profile not found.');
  await assertPassword(profile.email, password);
  if (newEmail === profile.email) return;
  if (await Claims.isTaken('email', newEmail)) throw refuse(ErrorCodes.emailInUse, MESSAGES.emailInUse);
  const { token, item } = Tokens.newToken('email', userId, profile.email, newEmail);
  await Tokens.issue(item);
  await sendMail(emailChangeMail(newEmail, siteLink(`/login?email=${token}`)));
}

/**
 * Moves the account from `from` to `to`: the new address's claim, the profile and its search
 * entries change together, then Cognito's sign-in name (put back if Cognito refuses); every
 * session ends (their tokens carry the old address).
 */
async function move(userId: string, from: string, to: string, onCognitoFailure: () => Promise<void>): Promise<void> {
  const profile = await Profiles.get(userId);
  if (!profile || profile.email !== from) throw refuse(ErrorCodes.profileNotFound, 'Profile not found.');
  try {
    await commit((tx) => [
      Claims.take(tx, 'email', to, userId),
      Claims.release(tx, 'email', from),
      ...Profiles.update(tx, profile, { email: to }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw refuse(ErrorCodes.emailInUse, MESSAGES.emailInUse);
    throw err;
  }
  try {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId(),
        Username: from,
        UserAttributes: [
          { Name: 'email', Value: to },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (err) {
    // Cognito kept the old address: so must we.
    const changed = await Profiles.get(userId);
    if (changed) {
      await commit((tx) => [
        Claims.take(tx, 'email', from, userId),
        Claims.release(tx, 'email', to),
        ...Profiles.update(tx, changed, { email: from }),
      ]);
    }
    await onCognitoFailure();
    throw err;
  }
  await signOutEverywhere(userId);
}

/** Follows the new address's link: the change is made, and the old address gets its way back. */
export async function confirm(token: string): Promise<{ email: string }> {
  const used = await Tokens.consume(token, 'email');
  const newEmail = used.newEmail!;
  const release = () => Tokens.release(token);
  try {
    await move(used.userId, used.email, newEmail, release);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) await release();
    throw err;
  }
  // Earlier undo links stay valid: a second change must not void the first owner's way back.
  const undo = Tokens.newToken('email-undo', used.userId, newEmail, used.email);
  await Tokens.issue(undo.item, { keepEarlier: true });
  await sendMail(emailChangedNoticeMail(used.email, newEmail, siteLink(`/login?undo-email=${undo.token}`)));
  return { email: newEmail };
}

/**
 * Follows the old address's link: the account signs in with that address again, whatever it was
 * changed to since, every session ends and pending changes are voided. A link used, voided or
 * older than 7 days is refused; using one voids the undo links of later changes (made, perhaps, by
 * whoever this undoes), not those of earlier ones.
 */
export async function undo(token: string): Promise<{ email: string }> {
  const used = await Tokens.consume(token, 'email-undo', { voidOthers: 'later' });
  const restore = used.newEmail!;
  const profile = await Profiles.get(used.userId);
  if (!profile) {
    await Tokens.release(token);
    throw refuse(ErrorCodes.profileNotFound, 'Profile not found.');
  }
  if (profile.email !== restore) {
    try {
      await move(used.userId, profile.email, restore, () => Tokens.release(token));
    } catch (err) {
      if (err instanceof AppError && err.status === 409) await Tokens.release(token);
      throw err;
    }
  } else {
    await signOutEverywhere(used.userId);
  }
  await Tokens.voidAll(used.userId, 'email');
  return { email: restore };
}
