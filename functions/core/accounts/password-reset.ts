import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { siteLink } from '../../lib/env';
import { badRequest } from '../errors';
import { sendMail } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { cognito, userPoolId } from './cognito';
import { Profiles } from '../profiles/profiles';
import { consumeToken, newToken, releaseToken, storeToken } from './tokens';

/**
 * E-mails a single-use reset link to an active account. Says nothing either way, so the
 * answer does not reveal whether the address has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const profile = await Profiles.findByEmail(email);
  if (!profile || profile.accountStatus !== 'active') return;
  const { token, item } = newToken('reset', profile.userId, profile.email);
  await storeToken(item);
  await sendMail(passwordResetMail(profile.email, profile.firstname, siteLink(`/update-password?token=${token}`)));
}

/** Uses a reset link: sets the new password. Returns the e-mail so the browser can sign in. */
export async function resetPassword(token: string, password: string): Promise<{ email: string }> {
  const { email } = await consumeToken(token, 'reset');
  try {
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: email, Password: password, Permanent: true }));
  } catch (err) {
    await releaseToken(token);
    if ((err as Error).name === 'InvalidPasswordException') throw badRequest((err as Error).message);
    throw err;
  }
  return { email };
}
