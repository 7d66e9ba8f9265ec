import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { grantSecureStringsRead } from './secure-strings';

export interface PushKeysProps {
  /** The VAPID public key (base64url; `-c vapidPublicKey=...`): public, it is in the web app's config too. Without it the stage sends no push. */
  readonly publicKey?: string;
  /** SSM SecureString holding the VAPID private key, made by hand with the public key (`npx web-push generate-vapid-keys`). */
  readonly privateKeyParameterName: string;
}

/**
 * The site's Web Push (VAPID) key pair on AWS (issue 50 §2): the public half is configuration, the
 * private half an SSM SecureString the stack names but never creates. The functions that notify
 * people (those that push to their tabs) are given the names and the right to read it;
 * functions/core/push/send.ts reads it at first use. A stage without a public key sends no push.
 */
export class PushKeys extends Construct {
  readonly publicKey?: string;
  readonly privateKeyParameterName: string;

  constructor(scope: Construct, id: string, props: PushKeysProps) {
    super(scope, id);
    this.publicKey = props.publicKey;
    this.privateKeyParameterName = props.privateKeyParameterName;
  }

  grantRead(fn: LambdaFunction): void {
    if (!this.publicKey) return;
    grantSecureStringsRead(fn, [this.privateKeyParameterName]);
    fn.addEnvironment('VAPID_PUBLIC_KEY', this.publicKey);
    fn.addEnvironment('VAPID_PRIVATE_PARAMETER', this.privateKeyParameterName);
  }
}
