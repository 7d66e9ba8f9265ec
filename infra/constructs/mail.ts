import { EmailIdentity, type IEmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { FunctionGrantee } from './nag';

export interface MailProps {
  /** An address (`no-reply@crafti.example`) or a domain (`crafti.example`, sending as `no-reply@`). */
  readonly mailFrom: string;
  /**
   * SES identities are per account and region, not per stack: when several stages share an account,
   * one of them (production) creates the identity and the others only send through it.
   */
  readonly createIdentity: boolean;
}

/** The SES identity account e-mails are sent from (confirmation and password-reset links). */
export class Mail extends Construct {
  readonly identity: IEmailIdentity;
  /** The From header our functions use: `Crafti <no-reply@...>`. */
  readonly from: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const isAddress = props.mailFrom.includes('@');
    const identityName = props.mailFrom;
    this.from = `Crafti <${isAddress ? props.mailFrom : `no-reply@${props.mailFrom}`}>`;
    this.identity = props.createIdentity
      ? new EmailIdentity(this, 'Identity', {
          identity: isAddress ? Identity.email(identityName) : Identity.domain(identityName),
        })
      : EmailIdentity.fromEmailIdentityName(this, 'Identity', identityName);
  }

  grantSend(grantee: FunctionGrantee): void {
    this.identity.grantSendEmail(grantee);
  }
}
