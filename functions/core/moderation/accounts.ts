import { AdminDisableUserCommand, AdminEnableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from '../accounts/cognito';
import { signOutEverywhere } from '../accounts/sessions';

/**
 * The Cognito side of a suspension (suspensions.ts keeps the table's, which every request path
 * reads; this file stays out of them, so only the moderation function bundles the Cognito client).
 */

/** After the suspension committed: the account can no longer sign in or refresh, and every session and socket ends. */
export async function disableAccount(userId: string, email: string): Promise<void> {
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: email }));
  await signOutEverywhere(userId);
}

/** A reversed suspension: the account signs in again. */
export async function enableAccount(email: string): Promise<void> {
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: userPoolId(), Username: email }));
}
