import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from './cognito';

/** Revokes the user's refresh tokens, so a stolen one stops working after sign-out. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: userId }));
}
