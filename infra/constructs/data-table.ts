import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { TABLE } from '../../functions/core/db/table';
import { type FunctionGrantee, suppressWildcardGrant } from './nag';

export interface DataTableProps {
  readonly tableName: string;
  /** Point-in-time recovery, deletion protection and RETAIN; otherwise the table goes with the stack. */
  readonly production: boolean;
}

/** Reading items and querying the indexes. */
export const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:DescribeTable',
  'dynamodb:ConditionCheckItem',
];

const DATA_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];

/** The one DynamoDB table, built from the same `TABLE` definition as the local bootstrap and the entities. */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new Table(this, 'Table', {
      tableName: props.tableName,
      partitionKey: key(TABLE.partitionKey),
      sortKey: key(TABLE.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: props.production },
      deletionProtection: props.production,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const [indexName, index] of Object.entries(TABLE.indexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }

    if (!props.production) {
      // Branch and test stages hold throw-away data and are destroyed with their branch.
      NagSuppressions.addResourceSuppressions(this.table, [
        {
          id: 'AwsSolutions-DDB3',
          reason: 'Non-production stage: disposable data, deleted with the branch; production stages enable PITR.',
        },
      ]);
    }
  }

  /**
   * Item reads and writes on the table and its indexes (ElectroDB queries the GSIs). Scan is left
   * out on purpose: no request path may scan (DESIGN.md §5), and IAM now enforces it.
   * Transactions are authorized per item action, so they need nothing more.
   */
  grantData(grantee: FunctionGrantee, access: 'read' | 'readwrite' = 'readwrite'): void {
    this.table.grant(grantee, ...(access === 'read' ? READ_ACTIONS : DATA_ACTIONS));
    suppressWildcardGrant(
      grantee,
      'The grant covers the GSIs of this one table (<table arn>/index/*), which the data layer queries.',
      [{ regex: '/^Resource::<.*\\.Arn>\\/index\\/\\*$/g' }],
    );
  }
}
