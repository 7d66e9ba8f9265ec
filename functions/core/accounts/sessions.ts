import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as Realtime from '../realtime/realtime';
import { cognito, userPoolId } from './cognito';

/**
 * Ends every session of the user: revokes their refresh tokens (a stolen one stops working) and
 * closes their open WebSockets (which were opened with a token of that session).
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: userId }));
  await Realtime.disconnectUser(userId);
}
