import { Amplify } from 'aws-amplify';
import type { WebConfig } from '@shared/web-config';

export { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';

/** Amplify Auth only; USER_PASSWORD_AUTH everywhere (cognito-local has no SRP; the AWS app client allows it). */
export function configure(cfg: WebConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: cfg.userPoolId,
        userPoolClientId: cfg.userPoolClientId,
        ...(cfg.cognitoEndpoint ? { userPoolEndpoint: cfg.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}
