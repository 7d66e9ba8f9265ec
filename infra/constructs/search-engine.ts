import { RemovalPolicy } from 'aws-cdk-lib';
import { EbsDeviceVolumeType } from 'aws-cdk-lib/aws-ec2';
import { Domain, EngineVersion, TLSSecurityPolicy } from 'aws-cdk-lib/aws-opensearchservice';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { type FunctionGrantee, suppressWildcardGrant } from './nag';

export interface SearchEngineProps {
  /** Two data nodes in two zones (production) or one (a dev stage): docs/cost.md "Search beyond one word". */
  readonly production: boolean;
}

/**
 * The search engine behind Browse Arts' searches of several words, or of a word and a filter
 * (docs/search.md, functions/core/arts/search-engine.ts): an Amazon OpenSearch Service domain
 * holding one small document per art shown (its words, filters, order keys and card). Rebuilt
 * from the table by `npm run backfill:art-search` at any time, so it keeps no data of its own:
 * destroyed with the stack. Reached over HTTPS with SigV4 by the functions granted it (the
 * domain has no resource policy: the callers' IAM policies are the authorization), no VPC.
 */
export class SearchEngine extends Construct {
  readonly domain: Domain;

  constructor(scope: Construct, id: string, props: SearchEngineProps) {
    super(scope, id);
    this.domain = new Domain(this, 'Domain', {
      // No name: a domain's is at most 28 characters, shorter than some branch stages'; CloudFormation names it.
      version: EngineVersion.OPENSEARCH_2_19,
      capacity: {
        dataNodes: props.production ? 2 : 1,
        dataNodeInstanceType: 't3.small.search',
        multiAzWithStandbyEnabled: false,
      },
      ebs: { volumeSize: 10, volumeType: EbsDeviceVolumeType.GP3 },
      zoneAwareness: props.production ? { enabled: true, availabilityZoneCount: 2 } : { enabled: false },
      encryptionAtRest: { enabled: true },
      nodeToNodeEncryption: true,
      enforceHttps: true,
      tlsSecurityPolicy: TLSSecurityPolicy.TLS_1_2,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    NagSuppressions.addResourceSuppressions(this.domain, [
      {
        id: 'AwsSolutions-OS1',
        reason: 'No VPC in this stack (every function runs outside one); access is IAM-signed over HTTPS.',
      },
      {
        id: 'AwsSolutions-OS3',
        reason: 'Access is by IAM (SigV4) only: no resource policy, no anonymous or IP-based access.',
      },
      {
        id: 'AwsSolutions-OS4',
        reason:
          'Dedicated master nodes cost more than the 1–2 data nodes they would steer; the index is rebuilt from the table.',
      },
      { id: 'AwsSolutions-OS5', reason: 'No resource policy: only principals granted by IAM can call the domain.' },
      {
        id: 'AwsSolutions-OS7',
        reason: 'Zone awareness on production stages (two data nodes, two zones); a dev stage runs one node.',
      },
      {
        id: 'AwsSolutions-OS9',
        reason:
          'Slow logs need a log group resource policy (a custom resource); the index is small and rebuilt from the table.',
      },
    ]);
  }

  /** Lets a function search and keep the arts' documents (every call is an HTTP POST/PUT/DELETE/GET). */
  grant(fn: FunctionGrantee): void {
    this.domain.grantReadWrite(fn);
    suppressWildcardGrant(
      fn,
      "The domain's own paths (its indexes and their documents), as OpenSearch grants are written.",
      [{ regex: '/^Resource::<.*SearchEngineDomain.*\\.Arn>\\/\\*$/' }],
    );
  }

  get url(): string {
    return `https://${this.domain.domainEndpoint}`;
  }
}
