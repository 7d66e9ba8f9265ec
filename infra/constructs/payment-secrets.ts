import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { suppressWildcardGrant } from './nag';

export interface PaymentSecretsProps {
  /** SSM SecureString holding PayMongo's secret key (`sk_live_...`), made by hand before the first deploy. */
  readonly secretKeyParameterName: string;
  /** SSM SecureString holding the webhook's signing secret (`whsk_...`). */
  readonly webhookSecretParameterName: string;
}

/**
 * Where the PayMongo keys live on AWS: two SSM SecureStrings that the stack references by name but
 * never creates (CloudFormation cannot make SecureStrings, and the values must not pass through
 * a template). Only the functions that take payments are given the names and the right to read them.
 */
export class PaymentSecrets extends Construct {
  readonly secretKeyParameterName: string;
  readonly webhookSecretParameterName: string;

  constructor(scope: Construct, id: string, props: PaymentSecretsProps) {
    super(scope, id);
    this.secretKeyParameterName = props.secretKeyParameterName;
    this.webhookSecretParameterName = props.webhookSecretParameterName;
  }

  private parameterArn(name: string): string {
    return Stack.of(this).formatArn({
      service: 'ssm',
      resource: 'parameter',
      resourceName: name.replace(/^\//, ''),
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /**
   * ssm:GetParameters on the two parameters, kms:Decrypt only through SSM for them, and their names in
   * the function's environment (functions/core/payments/paymongo.ts reads them at first use).
   */
  grantRead(fn: LambdaFunction): void {
    const parameters = [
      this.parameterArn(this.secretKeyParameterName),
      this.parameterArn(this.webhookSecretParameterName),
    ];
    fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameters'], resources: parameters }));
    const stack = Stack.of(this);
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
      "The SecureStrings' KMS key (aws/ssm or one chosen when they were made) is not part of this stack; Decrypt is limited to SSM decrypting these two parameters.",
      [{ regex: '/^Resource::arn:<AWS::Partition>:kms:<AWS::Region>:<AWS::AccountId>:key\\/\\*$/g' }],
    );
    fn.addEnvironment('PAYMONGO_SECRET_PARAMETER', this.secretKeyParameterName);
    fn.addEnvironment('PAYMONGO_WEBHOOK_SECRET_PARAMETER', this.webhookSecretParameterName);
  }
}
