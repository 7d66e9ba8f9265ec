import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { grantSecureStringsRead } from './secure-strings';

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

  /**
   * ssm:GetParameter on the two parameters, kms:Decrypt only through SSM for them, and their names in
   * the function's environment (functions/core/payments/paymongo.ts reads them at first use).
   */
  grantRead(fn: LambdaFunction): void {
    grantSecureStringsRead(fn, [this.secretKeyParameterName, this.webhookSecretParameterName]);
    fn.addEnvironment('PAYMONGO_SECRET_PARAMETER', this.secretKeyParameterName);
    fn.addEnvironment('PAYMONGO_WEBHOOK_SECRET_PARAMETER', this.webhookSecretParameterName);
  }
}
