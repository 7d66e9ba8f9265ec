import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { roleSchema } from '../../shared/schemas/common';
import {
  PASSWORD_POLICY,
  REFRESH_TOKEN_VALIDITY_DAYS,
  TOKEN_VALIDITY_HOURS,
  USER_POOL_CLIENT_AUTH_FLOWS,
  USER_POOL_CLIENT_WRITE_ATTRIBUTES,
} from './auth-settings';
import type { FunctionGrantee } from './nag';

export interface AuthProps {
  readonly userPoolName: string;
  /** Deletion protection and RETAIN: the pool holds every account's credentials. */
  readonly production: boolean;
}

/**
 * The Cognito user pool: e-mail is the (case-insensitive) username, the role is a group, and every
 * account e-mail is sent by our own functions through SES, so Cognito itself never sends mail.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>`, the `iss` of the pool's tokens. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: props.userPoolName,
      // Accounts are made only by POST /register (AdminCreateUser): nobody can sign up an address
      // with Cognito directly and so claim it outside our checks.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // No Cognito codes: the confirmation and reset links come from our functions via SES.
      autoVerify: { email: false },
      accountRecovery: AccountRecovery.NONE,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.MinimumLength,
        requireLowercase: PASSWORD_POLICY.RequireLowercase,
        requireUppercase: PASSWORD_POLICY.RequireUppercase,
        requireDigits: PASSWORD_POLICY.RequireNumbers,
        requireSymbols: PASSWORD_POLICY.RequireSymbols,
      },
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: props.production,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    for (const groupName of roleSchema.options) {
      this.userPool.addGroup(`Group-${groupName}`, { groupName });
    }

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      authFlows: {
        // Same flows as the local pool; REFRESH_TOKEN_AUTH is always enabled by CDK.
        userPassword: USER_POOL_CLIENT_AUTH_FLOWS.includes('ALLOW_USER_PASSWORD_AUTH'),
      },
      disableOAuth: true,
      writeAttributes: new ClientAttributes().withStandardAttributes({
        givenName: USER_POOL_CLIENT_WRITE_ATTRIBUTES.includes('given_name'),
        familyName: USER_POOL_CLIENT_WRITE_ATTRIBUTES.includes('family_name'),
      }),
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(TOKEN_VALIDITY_HOURS),
      accessTokenValidity: Duration.hours(TOKEN_VALIDITY_HOURS),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_VALIDITY_DAYS),
    });

    // Spelled out (as CDK's own HttpUserPoolAuthorizer does) because it must equal the tokens' `iss` exactly.
    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The password policy is the product rule shared with the local pool (auth-settings.ts): 8+ characters with upper, lower and digits, no symbol required.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is not part of the product specification; sign-in is e-mail and password.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus feature plan (threat protection) has a per-MAU cost not justified for this marketplace yet.',
      },
    ]);
  }

  /** The named admin calls on this pool only (functions/api/permissions.ts declares which group needs which). */
  grantAdminActions(grantee: FunctionGrantee, actions: readonly string[]): void {
    if (actions.length > 0) this.userPool.grant(grantee, ...actions.map((a) => `cognito-idp:${a}`));
  }
}
