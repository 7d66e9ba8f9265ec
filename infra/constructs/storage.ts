import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { CachePolicy, Distribution, HttpVersion, PriceClass, ResponseHeadersPolicy, ViewerProtocolPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { type FunctionGrantee, suppressBucketAccessLogs, suppressDistributionFindings, suppressWildcardGrant } from './nag';

export interface StorageProps {
  /** Origins whose pages upload straight to the buckets with presigned POSTs. */
  readonly uploadOrigins: string[];
  readonly production: boolean;
}

/**
 * The two upload buckets: public media (art and profile images, served by CloudFront) and private
 * documents (verification papers, only ever read through presigned URLs).
 */
export class Storage extends Construct {
  readonly mediaBucket: Bucket;
  readonly documentsBucket: Bucket;
  readonly mediaDistribution: Distribution;
  /** Base URL of public media: `https://<distribution>`; an object key is appended after a slash. */
  readonly mediaUrl: string;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.mediaBucket = this.uploadBucket('MediaBucket', props);
    this.documentsBucket = this.uploadBucket('DocumentsBucket', props);

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

  /** Object reads, writes and deletes in both buckets: functions presign uploads and remove rejected files. */
  grantObjects(grantee: FunctionGrantee): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [this.mediaBucket.arnForObjects('*'), this.documentsBucket.arnForObjects('*')],
      }),
    );
    suppressWildcardGrant(grantee, 'Object keys are chosen per upload at run time; the grant is limited to objects of the two app buckets.', [
      { regex: '/^Resource::<.*Bucket.*\\.Arn>\\/\\*$/g' },
    ]);
  }

  private uploadBucket(id: string, props: StorageProps): Bucket {
    const bucket = new Bucket(this, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // Browsers POST files straight to S3 (presigned, with upload progress), so the site needs CORS.
      cors: [
        {
          allowedOrigins: props.uploadOrigins,
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
