import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startReadMeter, type ReadMeter } from '../../infra/local/services/read-meter';

/**
 * The benchmarks' meter (infra/local/services/read-meter.ts) counts what DynamoDB returned, not what
 * someone meant to read: a "route" planted here reads a known number of items through two separate
 * clients, as two modules of one function might, and the meter must say exactly that number.
 */

const { endpoints } = inject('stack');
let meter: ReadMeter;
let docs: DynamoDBDocumentClient;
const N = 7;
const pk = `meter#${randomUUID()}`;
const keys = Array.from({ length: N }, (_, i) => ({ pk, sk: `item#${i}` }));

const client = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: meter.url,
      region: endpoints.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

beforeAll(async () => {
  meter = await startReadMeter(endpoints.dynamodb);
  docs = client();
  for (const key of keys)
    await docs.send(new PutCommand({ TableName: endpoints.tableName, Item: { ...key, note: 'planted' } }));
});

afterAll(async () => {
  docs.destroy();
  await meter.stop();
});

describe('the read meter', () => {
  it('counts writes apart from reads: the items each accepted write wrote', async () => {
    const { reads } = await meter.measure(async () => {
      await docs.send(new PutCommand({ TableName: endpoints.tableName, Item: { pk, sk: 'extra', note: 'write' } }));
      await docs.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: endpoints.tableName, Item: { pk, sk: 'extra-2' } } },
            {
              Update: {
                TableName: endpoints.tableName,
                Key: { pk, sk: 'extra' },
                UpdateExpression: 'SET note = :n',
                ExpressionAttributeValues: { ':n': 'again' },
              },
            },
          ],
        }),
      );
      // A write DynamoDB refuses (its condition fails) wrote nothing.
      await docs
        .send(
          new PutCommand({
            TableName: endpoints.tableName,
            Item: { pk, sk: 'extra' },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        .catch(() => undefined);
    });
    expect(reads.items).toBe(0);
    expect(reads.written).toBe(3);
    expect(reads.writeRequests).toEqual({ PutItem: 1, TransactWriteItems: 1 });
    await docs.send(new DeleteCommand({ TableName: endpoints.tableName, Key: { pk, sk: 'extra-2' } }));
  });

  it('counts the items a planted route reads, whichever client and operation read them', async () => {
    const other = client();
    const plantedRoute = async () => {
      // A query of the N items, half of them through another client instance…
      await docs.send(
        new QueryCommand({
          TableName: endpoints.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': pk, ':p': 'item#' },
          Limit: 3,
        }),
      );
      await other.send(
        new QueryCommand({
          TableName: endpoints.tableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
          ExpressionAttributeValues: { ':pk': pk, ':a': 'item#3', ':b': 'item#6' },
        }),
      );
      // …one GetItem that finds its item and one that finds nothing…
      await other.send(new GetCommand({ TableName: endpoints.tableName, Key: keys[0] }));
      await docs.send(new GetCommand({ TableName: endpoints.tableName, Key: { pk, sk: 'missing' } }));
      // …a BatchGet of all N plus a missing key, and a TransactGet of two items and a missing one.
      await docs.send(
        new BatchGetCommand({ RequestItems: { [endpoints.tableName]: { Keys: [...keys, { pk, sk: 'missing' }] } } }),
      );
      await other.send(
        new TransactGetCommand({
          TransactItems: [keys[1]!, keys[2]!, { pk, sk: 'missing' }].map((Key) => ({
            Get: { TableName: endpoints.tableName, Key },
          })),
        }),
      );
    };
    const { reads } = await meter.measure(plantedRoute);
    other.destroy();
    // 3 + 4 from the two queries, 1 + 0 from the gets, N from the batch, 2 from the transaction.
    expect(reads.items).toBe(3 + 4 + 1 + 0 + N + 2);
    expect(reads.requests).toEqual({ Query: 2, GetItem: 2, BatchGetItem: 1, TransactGetItems: 1 });
    // DynamoDB charges the point reads' missing keys too: 2 gets, N + 1 batch keys, 3 transaction keys.
    expect(reads.keysAsked).toBe(2 + N + 1 + 3);
  });

  it('counts what a filter dropped, since DynamoDB read it', async () => {
    const { reads } = await meter.measure(() =>
      docs.send(
        new QueryCommand({
          TableName: endpoints.tableName,
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: 'note = :w',
          ExpressionAttributeValues: { ':pk': pk, ':w': 'write' },
        }),
      ),
    );
    // N planted items and the extra one were read; one came back.
    expect(reads.items).toBe(N + 1);
  });

  it('records the requests a piece of work sent, which DynamoDB answers the same when sent to it directly', async () => {
    const { value, sent } = await meter.record(() =>
      docs.send(new GetCommand({ TableName: endpoints.tableName, Key: keys[3] })),
    );
    expect(value.Item).toMatchObject({ note: 'planted' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    // The load bench's floor sends it again to DynamoDB Local itself (tests/bench/load/floor.ts).
    const headers = Object.fromEntries(
      Object.entries(sent[0]!.headers).flatMap(([k, v]) =>
        ['host', 'connection', 'content-length'].includes(k) ? [] : [[k, String(v)]],
      ),
    );
    const again = await fetch(meter.upstream, { method: 'POST', headers, body: new Uint8Array(sent[0]!.body) });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { Item: { note: { S: string } } }).Item.note).toEqual({ S: 'planted' });
    // Nothing is recorded outside `record`.
    await docs.send(new GetCommand({ TableName: endpoints.tableName, Key: keys[4] }));
    expect(sent).toHaveLength(1);
  });
});
