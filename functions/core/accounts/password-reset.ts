import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ErrorCodes } from '@shared/api/errors';
import { siteLink } from '../config';
import { refuse } from '../errors';
import { sendMail } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import * as Profiles from '../profiles/profiles';
import { cognito, userPoolId } from './cognito';
import { signOutEverywhere } from './sessions';
import * as Tokens from './tokens';

/**
 * E-mails a single-use reset link to an active account (voiding earlier links). Says nothing
 * either way, so the answer does not reveal whether the address has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const profile = await Profiles.findByEmail(email);
  if (!profile || profile.accountStatus !== 'active') return;
  const { token, item } = Tokens.newToken('reset', profile.userId, profile.email);
  await Tokens.issue(item);
  await sendMail(passwordResetMail(profile.email, profile.firstname, siteLink(`/update-password?token=${token}`)));
}

/**
 * Uses a reset link: sets the new password and signs the user out everywhere, so a session
 * opened with the old password (perhaps by whoever made the reset necessary) ends. Returns the
 * e-mail so the browser can sign in with the new password.
 */
export async function resetPassword(token: string, password: string): Promise<{ email: string }> {
  const { userId, email } = await Tokens.consume(token, 'reset');
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId(),
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (err) {
    await Tokens.release(token);
    if ((err as Error).name === 'InvalidPasswordException')
      throw refuse(ErrorCodes.passwordRejected, (err as Error).message);
    throw err;
  }
  await signOutEverywhere(userId);
  return { email };
}
