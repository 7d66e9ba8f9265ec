import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { suppressWildcardGrant } from './nag';

/**
 * Lets `fn` read SSM SecureStrings the stack references by name but never creates (CloudFormation
 * cannot make SecureStrings, and their values must not pass through a template): ssm:GetParameter
 * on just those parameters (functions/core/ssm-parameter.ts reads one per call), and kms:Decrypt
 * only through SSM for them. Used for PayMongo's keys (./payment-secrets.ts) and the Web Push key
 * (./push-keys.ts).
 */
export function grantSecureStringsRead(fn: LambdaFunction, names: readonly string[]): void {
  const stack = Stack.of(fn);
  const parameters = names.map((name) =>
    stack.formatArn({
      service: 'ssm',
      resource: 'parameter',
      resourceName: name.replace(/^\//, ''),
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    }),
  );
  fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: parameters }));
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['kms:Decrypt'],
      resources: [
        stack.formatArn({
          service: 'kms',
          resource: 'key',
          resourceName: '*',
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        }),
      ],
      conditions: {
        StringEquals: {
          'kms:ViaService': `ssm.${stack.region}.amazonaws.com`,
          'kms:EncryptionContext:PARAMETER_ARN': parameters,
        },
      },
    }),
  );
  suppressWildcardGrant(
    fn,
    "The SecureStrings' KMS key (aws/ssm or one chosen when they were made) is not part of this stack; Decrypt is limited to SSM decrypting these parameters.",
    [{ regex: '/^Resource::arn:<AWS::Partition>:kms:<AWS::Region>:<AWS::AccountId>:key\\/\\*$/g' }],
  );
}
