import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ErrorCodes } from '@shared/api/errors';
import { MESSAGES } from '@shared/schemas/accounts';
import * as Claims from '../claims/claims';
import { siteLink } from '../config';
import { commit, ConditionFailed } from '../db/transactions';
import { conflict, notFound } from '../errors';
import { sendMail } from '../mail/mailer';
import { emailChangeMail } from '../mail/templates';
import * as Profiles from '../profiles/profiles';
import { cognito, userPoolId } from './cognito';
import { signOutEverywhere } from './sessions';
import * as Tokens from './tokens';

/**
 * Changing one's e-mail address (the sign-in name): a link goes to the new address, and only
 * following it changes the account, so nobody can move an account to an address they do not
 * own. The app client may not write `email` in Cognito; this is the only way.
 */

/** Mails a confirmation link to the new address (voiding earlier ones). */
export async function request(userId: string, newEmail: string): Promise<void> {
  const profile = await Profiles.get(userId);
  if (!profile) throw notFound('Profile not found.');
  if (newEmail === profile.email) return;
  if (await Claims.isTaken('email', newEmail)) throw conflict(ErrorCodes.emailInUse, MESSAGES.emailInUse);
  const { token, item } = Tokens.newToken('email', userId, profile.email, newEmail);
  await Tokens.issue(item);
  await sendMail(emailChangeMail(newEmail, siteLink(`/login?email=${token}`)));
}

/**
 * Follows the link: the new address's claim, the profile and its search entries change together,
 * then Cognito's sign-in name; every session ends (their tokens carry the old address).
 */
export async function confirm(token: string): Promise<{ email: string }> {
  const used = await Tokens.consume(token, 'email');
  const newEmail = used.newEmail!;
  const profile = await Profiles.get(used.userId);
  if (!profile || profile.email !== used.email) {
    await Tokens.release(token);
    throw notFound('Profile not found.');
  }
  try {
    await commit((tx) => [
      Claims.take(tx, 'email', newEmail, used.userId),
      Claims.release(tx, 'email', used.email),
      ...Profiles.update(tx, profile, { email: newEmail }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw conflict(ErrorCodes.emailInUse, MESSAGES.emailInUse);
    throw err;
  }
  try {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId(),
        Username: used.email,
        UserAttributes: [
          { Name: 'email', Value: newEmail },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (err) {
    // Cognito kept the old address: so must we.
    const changed = await Profiles.get(used.userId);
    if (changed) {
      await commit((tx) => [Claims.take(tx, 'email', used.email, used.userId), Claims.release(tx, 'email', newEmail), ...Profiles.update(tx, changed, { email: used.email })]);
    }
    await Tokens.release(token);
    throw err;
  }
  await signOutEverywhere(used.userId);
  return { email: newEmail };
}
