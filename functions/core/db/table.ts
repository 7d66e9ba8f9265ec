/**
 * The one DynamoDB table, defined once: the CDK table, the local bootstrap and
 * every ElectroDB entity read their key and index names from here.
 *
 * Index map (what each GSI is for lives beside the entity that uses it):
 *   primary  pk / sk        item identity and "children of" queries
 *   gsi1     gsi1pk/gsi1sk  secondary lookups (by email, by owner, by status)
 *   gsi2     gsi2pk/gsi2sk  listings ordered by time (latest arts, feed, jobs)
 *   gsi3     gsi3pk/gsi3sk  a third access path (by artist, by recipient)
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: {
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    gsi3: { partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  },
} as const;

export type IndexName = keyof typeof TABLE.indexes;

/** CreateTable input for DynamoDB Local (on AWS the CDK table is made from the same TABLE). */
export function createTableInput(tableName: string) {
  const keyAttrs = [
    TABLE.partitionKey,
    TABLE.sortKey,
    ...Object.values(TABLE.indexes).flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: keyAttrs.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: Object.entries(TABLE.indexes).map(([IndexName, idx]) => ({
      IndexName,
      KeySchema: [
        { AttributeName: idx.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: idx.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
