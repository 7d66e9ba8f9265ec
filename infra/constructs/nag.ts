import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { type NagPackSuppressionAppliesTo, NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** A Lambda function as a grantee: its role is where the granted statements land. */
export type FunctionGrantee = IGrantable & { readonly role?: IConstruct };

/**
 * Accepts cdk-nag's IAM5 finding for exactly the wildcards a grant introduces, on the grantee's
 * role only, so any other wildcard on that role is still reported.
 */
export function suppressWildcardGrant(
  grantee: FunctionGrantee,
  reason: string,
  appliesTo: NagPackSuppressionAppliesTo[],
): void {
  if (!grantee.role) return;
  NagSuppressions.addResourceSuppressions(grantee.role, [{ id: 'AwsSolutions-IAM5', reason, appliesTo }], true);
}

/** Findings every CloudFront distribution of this app accepts, and why. */
export function suppressDistributionFindings(distribution: IConstruct): void {
  NagSuppressions.addResourceSuppressions(distribution, [
    { id: 'AwsSolutions-CFR1', reason: 'A marketplace open to every country: no geo restriction.' },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'Static files only (S3 behind OAC); the API is throttled at API Gateway. WAF cost not justified per stage.',
    },
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'Standard logging needs an ACL-enabled log bucket per stage; CloudFront metrics are enough for static files.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason: 'No custom domain yet: the default *.cloudfront.net certificate fixes the viewer TLS policy.',
    },
  ]);
}

/** S3 server access logs are skipped for the app's buckets (access goes through presigned URLs and CloudFront). */
export function suppressBucketAccessLogs(bucket: IConstruct): void {
  NagSuppressions.addResourceSuppressions(bucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'Server access logs would need one more bucket per stage; writes are presigned by our functions, which log every upload they sign.',
    },
  ]);
}
