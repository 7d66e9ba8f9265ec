/**
 * Cognito settings shared by the CDK user pool and the local seed, so both pools behave alike.
 * USER_PASSWORD_AUTH because cognito-local has no SRP (and Amplify is configured for it everywhere).
 */
export const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireLowercase: true,
  RequireUppercase: true,
  RequireNumbers: true,
  RequireSymbols: false,
} as const;

export const USER_POOL_CLIENT_AUTH_FLOWS = ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const;

/**
 * The only attributes a signed-in user may change with their own token: names, which the server
 * never trusts. `email` is not among them: a new address goes through our route and its link.
 */
export const USER_POOL_CLIENT_WRITE_ATTRIBUTES = ['given_name', 'family_name'] as const;

export const TOKEN_VALIDITY_HOURS = 1;
export const REFRESH_TOKEN_VALIDITY_DAYS = 30;
