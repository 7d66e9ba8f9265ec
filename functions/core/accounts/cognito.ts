import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';

let client: CognitoIdentityProviderClient | undefined;

/** The Cognito client; its endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER when set. */
export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({});
  return client;
}

export const userPoolId = () => config().USER_POOL_ID;
export const userPoolClientId = () => config().COGNITO_CLIENT_ID;
