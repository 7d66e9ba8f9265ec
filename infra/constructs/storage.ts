import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  EventType,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { UPLOAD_KEY_PREFIXES } from '../../functions/core/uploads/variant-keys';
import {
  type FunctionGrantee,
  suppressBucketAccessLogs,
  suppressDistributionFindings,
  suppressWildcardGrant,
} from './nag';

export interface StorageProps {
  /** Origins whose pages upload straight to the buckets with presigned POSTs. */
  readonly uploadOrigins: string[];
  /**
   * The same for the media bucket, which the site serves at `/media/*` (Site.serveMedia): naming
   * the site's own address there would be a CloudFormation cycle (bucket → site → bucket), so it
   * allows the CloudFront hosts (`https://*.cloudfront.net`). CORS only lets a page read the
   * answer; what may be uploaded, and where, is the presigned POST's policy, which only the
   * functions sign.
   */
  readonly mediaUploadOrigins: string[];
  readonly production: boolean;
}

/**
 * The two upload buckets: public media (art and profile images, served by CloudFront) and private
 * documents (verification papers, only ever read through presigned URLs).
 */
export class Storage extends Construct {
  readonly mediaBucket: Bucket;
  readonly documentsBucket: Bucket;
  /**
   * The media's own distribution. The app names pictures at the site's `/media/*` since issue 49
   * (Site.serveMedia); this one keeps answering the addresses handed out before (e-mails, shared
   * pages, caches) and goes once those have aged out.
   */
  readonly mediaDistribution: Distribution;
  /** The media distribution's base URL: `https://<distribution>`; an object key is appended after a slash. */
  readonly mediaUrl: string;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.mediaBucket = this.uploadBucket('MediaBucket', props, props.mediaUploadOrigins);
    this.documentsBucket = this.uploadBucket('DocumentsBucket', props, props.uploadOrigins);

    this.mediaDistribution = new Distribution(this, 'MediaDistribution', {
      comment: 'Crafti media',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.mediaBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Includes Asia (the marketplace is in the Philippines) without the most expensive edges.
      priceClass: PriceClass.PRICE_CLASS_200,
    });
    suppressDistributionFindings(this.mediaDistribution);
    this.mediaUrl = `https://${this.mediaDistribution.distributionDomainName}`;
  }

  /**
   * Object actions on one bucket: `put` to presign uploads, `get` to read an object's size and
   * first bytes (and presign reads), `delete` to remove a refused or replaced file.
   */
  grantBucketObjects(
    grantee: FunctionGrantee,
    bucket: 'media' | 'documents',
    actions: readonly ('put' | 'get' | 'delete')[],
  ): void {
    if (actions.length === 0) return;
    const target = bucket === 'media' ? this.mediaBucket : this.documentsBucket;
    const s3Actions = actions.map((a) => ({ put: 's3:PutObject', get: 's3:GetObject', delete: 's3:DeleteObject' })[a]);
    this.grantObjectActions(grantee, [target], s3Actions, actions.includes('get'));
  }

  /** What the object-created check needs, in both buckets: read an object's size and first bytes, delete it. */
  grantObjectChecks(grantee: FunctionGrantee): void {
    this.grantObjectActions(
      grantee,
      [this.mediaBucket, this.documentsBucket],
      ['s3:GetObject', 's3:DeleteObject'],
      true,
    );
  }

  /**
   * Writes of objects the functions make themselves, in the media bucket under `prefix` only:
   * the object-created function's image variants (`variants/`).
   */
  grantMediaWrites(grantee: FunctionGrantee, prefix: string): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [this.mediaBucket.arnForObjects(`${prefix}*`)] }),
    );
    suppressWildcardGrant(
      grantee,
      `The function names the objects it writes at run time, under ${prefix} of the media bucket only.`,
      [{ regex: `/^Resource::<.*MediaBucket.*\\.Arn>\\/${prefix.replace(/\//g, '\\/')}\\*$/g` }],
    );
  }

  /**
   * Every new object under an upload purpose's prefix (`art-image/`, ..., UPLOAD_KEY_PREFIXES, from
   * UPLOAD_PURPOSES; the local notifier uses the same list), in either bucket, invokes `fn` (the
   * check by file content), one notification per prefix. Uploads are the only writers there, so
   * an object nobody issued a key for is deleted too; what the functions write elsewhere (the
   * image variants under `variants/`) is not checked.
   */
  notifyObjectCreated(fn: IFunction): void {
    const destination = new LambdaDestination(fn);
    for (const bucket of [this.mediaBucket, this.documentsBucket]) {
      for (const prefix of UPLOAD_KEY_PREFIXES)
        bucket.addEventNotification(EventType.OBJECT_CREATED, destination, { prefix });
    }
    // CDK puts notification configurations on the buckets through one stack-wide custom resource.
    const handlers = Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('BucketNotificationsHandler'),
    );
    NagSuppressions.addResourceSuppressions(
      handlers,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'CDK bucket-notifications provider: AWSLambdaBasicExecutionRole for its own logs.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
      ],
      true,
    );
  }

  private grantObjectActions(grantee: FunctionGrantee, buckets: Bucket[], actions: string[], reads: boolean): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions, resources: buckets.map((b) => b.arnForObjects('*')) }),
    );
    // Without ListBucket, S3 answers 403 instead of 404 for a key that does not exist yet, and a
    // check could not tell "not uploaded yet" from "not allowed".
    if (reads)
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: buckets.map((b) => b.bucketArn) }),
      );
    suppressWildcardGrant(
      grantee,
      'Object keys are chosen per upload at run time; the grant is limited to objects of the two app buckets.',
      [{ regex: '/^Resource::<.*Bucket.*\\.Arn>\\/\\*$/g' }],
    );
  }

  private uploadBucket(id: string, props: StorageProps, uploadOrigins: string[]): Bucket {
    const bucket = new Bucket(this, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // Browsers POST files straight to S3 (presigned, with upload progress), so the site needs CORS.
      cors: [
        {
          allowedOrigins: uploadOrigins,
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.POST, HttpMethods.PUT],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: Duration.minutes(10).toSeconds(),
        },
      ],
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // A branch stage must be destroyable when its branch is deleted, uploads included.
      autoDeleteObjects: !props.production,
    });
    suppressBucketAccessLogs(bucket);
    return bucket;
  }
}
